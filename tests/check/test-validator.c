/* The design validator: the base game is clean, and a corpus of mutants of
 * it (made in code) triggers each check's code at the element changed. The
 * fast arrangement enumeration is compared with real board assembly. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "wm-check-private.h"
#include "wm-game.h"
#include "wm-locale.h"
#include "wm-test-lang.h"
#include "wm-map.h"
#include "wm-registry.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-way-geometry.h"
#include "wm-test-base.h"

static WmSide *
side_of (WmVariant *v, const char *region, int side)
{
  WmRegion *r = wm_variant_find_region (v, region);

  g_assert_nonnull (r);
  g_assert_nonnull (r->sides[side]);
  return r->sides[side];
}

static WmSpace *
space_of (WmVariant *v, const char *region, int side, const char *id)
{
  WmSpace *space = wm_side_find_space (side_of (v, region, side), id);

  g_assert_nonnull (space);
  return space;
}

static WmPort *
port_of (WmSide *side, WmEdge edge, double at)
{
  for (guint i = 0; i < side->ports->len; i++)
    {
      WmPort *port = g_ptr_array_index (side->ports, i);
      if (port->edge == edge && port->at == at)
        return port;
    }
  g_assert_not_reached ();
}

static WmPath *
path_of (WmSide *side, const char *a, const char *b)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      WmPath *path = g_ptr_array_index (side->paths, i);
      if (g_strcmp0 (path->a, a) == 0 && g_strcmp0 (path->b, b) == 0)
        return path;
    }
  g_assert_not_reached ();
}

static WmCard *
card_of (WmVariant *v, const char *id)
{
  WmCard *card = wm_variant_find_card (v, id, NULL);

  g_assert_nonnull (card);
  return card;
}

/* Lines of every side-A port at @at, where a partner's problem may be told. */
static void
add_port_lines (WmVariant *v, double at, const char *type, GArray *lines)
{
  for (guint r = 0; r < v->regions->len; r++)
    {
      WmSide *side = ((WmRegion *) g_ptr_array_index (v->regions, r))->sides[0];
      for (guint i = 0; i < side->ports->len; i++)
        {
          WmPort *port = g_ptr_array_index (side->ports, i);
          if (port->at == at && (type == NULL || g_strcmp0 (port->type, type) == 0))
            g_array_append_val (lines, port->line);
        }
    }
}

/* ---- the mutants ---------------------------------------------------------------- */

typedef struct
{
  const char *code;
  void (*mutate) (WmVariant *v, GArray *lines); /* appends the expected lines */
  const char *extras; /* codes that may follow as consequences, space separated */
  const char *part;   /* run only this part, or NULL for a full validation */
} Mutant;

#define LINE(l) G_STMT_START { int line_ = (l); g_array_append_val (lines, line_); } G_STMT_END

static void
m_geometry (WmVariant *v, GArray *lines)
{
  WmPath *path = path_of (side_of (v, "r1", 0), "s29", "s30");
  path->a_dir = WM_DIR_N; /* s30 lies east; n is free at s29 */
  LINE (path->line);
}

static void
m_path_duplicate (WmVariant *v, GArray *lines)
{
  WmPath *path = wm_path_new ("s5", WM_DIR_SW, "s9", WM_DIR_NE, "trail");
  path->line = 4242;
  g_ptr_array_add (side_of (v, "r1", 0)->paths, path);
  LINE (4242);
}

/* A second port where r1's "n 3" port is, written by hand; and one at
 * east 0, where no port is yet, under a port at north 12 (one corner). */
static void
m_port_point_taken (WmVariant *v, GArray *lines)
{
  WmSide *side = side_of (v, "r1", 0);
  WmPort *twin = g_new0 (WmPort, 1);
  WmPort *corner = g_new0 (WmPort, 1);
  WmPort *round_it = g_new0 (WmPort, 1);

  *twin = (WmPort){ .edge = WM_EDGE_N, .at = 3, .type = g_strdup ("road"),
                    .space = g_strdup ("s3"), .dir = WM_DIR_N, .line = 4250 };
  *corner = (WmPort){ .edge = WM_EDGE_N, .at = 12, .type = g_strdup ("trail"),
                      .space = g_strdup ("s5"), .dir = WM_DIR_NE, .line = 4251 };
  *round_it = (WmPort){ .edge = WM_EDGE_E, .at = 0, .type = g_strdup ("trail"),
                        .space = g_strdup ("s10"), .dir = WM_DIR_NE, .line = 4252 };
  g_ptr_array_add (side->ports, twin);
  g_ptr_array_add (side->ports, corner);
  g_ptr_array_add (side->ports, round_it);
  LINE (4250);
  LINE (4252);
}

static void
m_isolated (WmVariant *v, GArray *lines)
{
  WmSpace *space = wm_space_new ("lonely", 6, 6, WM_SPACE_PLAIN);
  space->line = 4243;
  g_ptr_array_add (side_of (v, "r1", 0)->spaces, space);
  LINE (4243);
}

static void
m_lake_shores (WmVariant *v, GArray *lines)
{
  WmLake *lake = wm_lake_new ("l9", WM_CORNER_NONE);
  lake->line = 4244;
  g_ptr_array_add (lake->shores, wm_shore_new ("s29", WM_DIR_N));
  g_ptr_array_add (side_of (v, "r1", 0)->lakes, lake);
  LINE (4244);
}

static void
m_island_dry (WmVariant *v, GArray *lines)
{
  WmSpace *space = space_of (v, "r1", 0, "s14");
  space->kind = WM_SPACE_ISLAND;
  LINE (space->line);
}

static WmSpace *
first_of_kind (WmSide *side, WmSpaceKind kind)
{
  for (guint i = 0; i < side->spaces->len; i++)
    if (((WmSpace *) g_ptr_array_index (side->spaces, i))->kind == kind)
      return g_ptr_array_index (side->spaces, i);
  g_assert_not_reached ();
}

static void
m_town_slots (WmVariant *v, GArray *lines)
{
  first_of_kind (side_of (v, "r2", 1), WM_SPACE_PLAIN)->kind = WM_SPACE_TOWN;
  LINE (side_of (v, "r2", 1)->line);
}

static void
m_castle_slots (WmVariant *v, GArray *lines)
{
  first_of_kind (side_of (v, "r2", 1), WM_SPACE_CASTLE)->kind = WM_SPACE_PLAIN;
  LINE (side_of (v, "r2", 1)->line);
}

static void
m_town_printed (WmVariant *v, GArray *lines)
{
  WmSpace *slot = first_of_kind (side_of (v, "r2", 1), WM_SPACE_TOWN);
  slot->town = g_strdup ("calder");
  LINE (slot->line);
}

static void
m_side_missing (WmVariant *v, GArray *lines)
{
  WmRegion *r2 = wm_variant_find_region (v, "r2");
  g_clear_pointer (&r2->sides[1], wm_side_free);
  LINE (r2->line);
}

static void
m_secret_slots (WmVariant *v, GArray *lines)
{
  space_of (v, "r1", 0, "s8")->kind = WM_SPACE_PLAIN;
  LINE (((WmSecretPlace *) g_ptr_array_index (v->secret_places, 0))->line);
}

static void
m_town_placement (WmVariant *v, GArray *lines)
{
  WmTown *town = g_new0 (WmTown, 1);
  town->id = g_strdup ("nowhere");
  town->color = g_strdup ("#000000");
  town->shape = g_strdup ("round");
  town->line = 4245;
  wm_text_init (&town->name);
  g_ptr_array_add (v->towns, town);
  LINE (4245);
}

static void
m_region_size (WmVariant *v, GArray *lines)
{
  WmRegion *r4 = wm_variant_find_region (v, "r4");
  r4->size = 13;
  LINE (r4->line);
}

static void
m_board (WmVariant *v, GArray *lines)
{
  WmCell *cell = g_ptr_array_index (v->board.cells, 2);
  g_free (cell->region);
  cell->region = g_strdup ("r1");
  LINE (cell->line);
}

static void
m_weapon_types (WmVariant *v, GArray *lines)
{
  LINE (((WmWeaponType *) g_ptr_array_index (v->weapon_types, 0))->line);
  g_ptr_array_remove_index (v->weapon_types, v->weapon_types->len - 1);
}

static void
set_fort_weapon (WmVariant *v, const char *region, const char *weapon)
{
  WmRegion *r = wm_variant_find_region (v, region);

  g_free (r->fort_weapon);
  r->fort_weapon = g_strdup (weapon);
}

/* A fort that hands out nothing; its weapon type goes unused with it. */
static void
m_fort_weapon_none (WmVariant *v, GArray *lines)
{
  set_fort_weapon (v, "r3", NULL);
  LINE (wm_variant_find_region (v, "r3")->line);
}

static void
m_fort_weapon_shared (WmVariant *v, GArray *lines)
{
  set_fort_weapon (v, "r4", "sword");
  LINE (wm_variant_find_region (v, "r4")->line);
}

/* Reported at the weapon type no fort hands out (the base game's axe, r4's). */
static void
m_weapon_unused (WmVariant *v, GArray *lines)
{
  set_fort_weapon (v, "r4", "bow");
  LINE (((WmWeaponType *) g_ptr_array_index (v->weapon_types, 3))->line);
}

static void
m_port_open (WmVariant *v, GArray *lines)
{
  WmSide *side = side_of (v, "r1", 0);
  g_ptr_array_remove (side->ports, port_of (side, WM_EDGE_N, 3));
  add_port_lines (v, 9, NULL, lines);
}

static void
m_port_type (WmVariant *v, GArray *lines)
{
  WmPort *port = port_of (side_of (v, "r1", 0), WM_EDGE_N, 3);
  g_free (port->type);
  port->type = g_strdup ("water");
  LINE (port->line);
  add_port_lines (v, 9, NULL, lines);
}

static void
m_wrap_road (WmVariant *v, GArray *lines)
{
  WmPort *port = port_of (side_of (v, "r1", 0), WM_EDGE_N, 6);
  g_free (port->type);
  port->type = g_strdup ("trail");
  add_port_lines (v, 6, "road", lines);
}

/* A fixed board, and the two lake parts at the top border's midpoint
 * emptied: the top edge lake is gone, the bottom one has no partner. */
static void
remove_corner (WmSide *side, WmCorner corner)
{
  WmLake *part = side->corner_lakes[corner];

  for (guint i = 0; i < part->islands->len; i++)
    g_ptr_array_remove (side->spaces, wm_side_find_space (
                                          side, ((WmShore *) g_ptr_array_index (part->islands, i))->space));
  g_clear_pointer (&side->corner_lakes[corner], wm_lake_free);
}

static void
m_wrap_lake (WmVariant *v, GArray *lines)
{
  v->board.order = WM_ORDER_FIXED;
  v->board.rotation = WM_ORDER_FIXED;
  remove_corner (side_of (v, "r1", 0), WM_CORNER_NE);
  remove_corner (side_of (v, "r2", 0), WM_CORNER_NW);
  LINE (v->board.line);
}

static void
m_fort (WmVariant *v, GArray *lines)
{
  WmSpace *s22 = space_of (v, "r1", 0, "s22");
  s22->y = 3.7; /* as near the edge as s11 when r1 sits top left, unturned */
  LINE (s22->line);
}

static void
m_central (WmVariant *v, GArray *lines)
{
  WmLake *ne = side_of (v, "r1", 0)->corner_lakes[WM_CORNER_NE];
  g_ptr_array_set_size (ne->islands, 0);
  g_ptr_array_add (ne->shores, wm_shore_new ("s1", WM_DIR_SW));
  space_of (v, "r1", 0, "s1")->kind = WM_SPACE_PLAIN;
  LINE (wm_variant_find_region (v, "r1")->line);
}

/* s10 and the island s1 keep only their corner lake: cut off whenever that
 * corner is a corner of the board. */
static void
m_unreachable (WmVariant *v, GArray *lines)
{
  WmSide *side = side_of (v, "r1", 0);
  WmPort *port = port_of (side, WM_EDGE_E, 3);
  g_ptr_array_remove (side->paths, path_of (side, "s9", "s10"));
  g_free (port->space);
  port->space = g_strdup ("s9");
  LINE (space_of (v, "r1", 0, "s1")->line);
}

static void
m_bid (WmVariant *v, GArray *lines)
{
  WmDeck *deck = wm_variant_find_deck (v, "common-movement");
  WmCard *a = g_ptr_array_index (deck->cards, 0), *b = g_ptr_array_index (deck->cards, 1);
  b->bid = a->bid;
  LINE (b->line);
}

static WmCard *
first_card (WmVariant *v, const char *deck)
{
  return g_ptr_array_index (wm_variant_find_deck (v, deck)->cards, 0);
}

static void
m_options_empty (WmVariant *v, GArray *lines)
{
  WmCard *card = first_card (v, "move-red");
  g_clear_pointer (&card->paths, g_strfreev);
  card->n_arrows = 0;
  LINE (card->line);
}

static void
m_options_duplicate (WmVariant *v, GArray *lines)
{
  WmDeck *deck = wm_variant_find_deck (v, "common-movement");
  for (guint i = 0; i < deck->cards->len; i++)
    {
      WmCard *card = g_ptr_array_index (deck->cards, i);
      if (card->n_arrows >= 2)
        {
          card->arrows[1] = card->arrows[0];
          LINE (card->line);
          return;
        }
    }
  g_assert_not_reached ();
}

static void
m_steps (WmVariant *v, GArray *lines)
{
  WmCard *card = first_card (v, "move-red");
  card->steps = 3;
  LINE (card->line);
}

static void
m_target_duplicate (WmVariant *v, GArray *lines)
{
  WmCard *card = card_of (v, "A02");
  WmTarget *a = g_ptr_array_index (card->targets, 0), *b = g_ptr_array_index (card->targets, 1);
  g_free (b->town);
  b->town = g_strdup (a->town);
  LINE (b->line);
}

static void
m_reward_empty (WmVariant *v, GArray *lines)
{
  WmCard *card = card_of (v, "A01");
  card->reward->gold = card->reward->movement = card->reward->side_quest = 0;
  LINE (card->reward->line);
}

static void
m_reward_deck (WmVariant *v, GArray *lines)
{
  WmDeck *side_quests = wm_variant_find_deck (v, "side-quests");
  g_ptr_array_remove (v->decks, side_quests);
  for (guint d = 0; d < v->decks->len; d++)
    {
      WmDeck *deck = g_ptr_array_index (v->decks, d);
      for (guint i = 0; i < deck->cards->len; i++)
        {
          WmCard *card = g_ptr_array_index (deck->cards, i);
          if (card->reward && card->reward->side_quest > 0)
            LINE (card->reward->line);
        }
    }
}

static void
m_effect_scope (WmVariant *v, GArray *lines)
{
  WmEffect *effect = g_ptr_array_index (first_card (v, "events")->effects, 0);
  effect->scope = WM_SCOPE_ALWAYS;
  LINE (effect->line);
}

static void
m_event_no_effect (WmVariant *v, GArray *lines)
{
  WmCard *card = first_card (v, "events");
  g_ptr_array_set_size (card->effects, 0);
  LINE (card->line);
}

/* Appends @n effects that change nothing else to @effects, at lines from
 * @line on. */
static void
add_quiet_effects (GPtrArray *effects, WmScope scope, guint n, int line)
{
  for (guint i = 0; i < n; i++)
    {
      WmEffect *effect = wm_effect_new ("highwaymen-pass", scope);
      effect->line = line + (int) i;
      g_ptr_array_add (effects, effect);
    }
}

/* The first event, one effect past the limit (the base game's has one). */
static void
m_effect_count (WmVariant *v, GArray *lines)
{
  GPtrArray *effects = first_card (v, "events")->effects;

  add_quiet_effects (effects, WM_SCOPE_DAY, WM_MAX_EFFECTS + 1 - effects->len, 4600);
  LINE (((WmEffect *) g_ptr_array_index (effects, WM_MAX_EFFECTS))->line);
}

/* A side quest moved into the personal quests: no character names it. */
static void
m_card_unplayed (WmVariant *v, GArray *lines)
{
  WmDeck *side = wm_variant_find_deck (v, "side-quests");
  WmCard *card = g_ptr_array_steal_index (side->cards, 0);

  g_ptr_array_add (wm_variant_find_deck (v, "personal-quests")->cards, card);
  LINE (card->line);
}

static void
m_deck_empty (WmVariant *v, GArray *lines)
{
  WmDeck *deck = wm_variant_find_deck (v, "events");
  g_ptr_array_set_size (deck->cards, 0);
  LINE (deck->line);
}

static void
m_deck_size (WmVariant *v, GArray *lines)
{
  WmDeck *deck = wm_variant_find_deck (v, "events");
  g_ptr_array_remove_index (deck->cards, 0);
  LINE (deck->line);
}

static void
m_deck_missing (WmVariant *v, GArray *lines)
{
  g_ptr_array_remove (v->decks, wm_variant_find_deck (v, "quests-r1"));
  LINE (wm_variant_find_region (v, "r1")->line);
}

/* Moves the last @n cards of deck @from into a new deck @id of its kind and
 * owner, at @line, as a designer splitting a deck in the file would. */
static WmDeck *
split_deck (WmVariant *v, const char *from, const char *id, guint n, int line)
{
  WmDeck *first = wm_variant_find_deck (v, from);
  WmDeck *second = wm_deck_new (id, first->kind);

  second->line = line;
  second->character = g_strdup (first->character);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (second->cards, g_ptr_array_steal_index (first->cards, first->cards->len - 1));
  g_ptr_array_add (v->decks, second);
  return second;
}

static void
m_deck_unplayed (WmVariant *v, GArray *lines)
{
  LINE (split_deck (v, "events", "more-events", 2, 4242)->line);
}

static void
m_slots (WmVariant *v, GArray *lines)
{
  WmCharacter *ch = wm_variant_find_character (v, "red");
  g_ptr_array_set_size (ch->slots, 0);
  LINE (ch->line);
}

static void
m_weapons (WmVariant *v, GArray *lines)
{
  WmCharacter *ch = wm_variant_find_character (v, "red");
  g_ptr_array_remove_index (ch->weapons, 0);
  LINE (ch->line);
}

static void
m_start_town (WmVariant *v, GArray *lines)
{
  WmCharacter *ch = wm_variant_find_character (v, "yellow");
  g_clear_pointer (&ch->start_town, g_free);
  LINE (ch->line);
}

static void
m_movement_deck (WmVariant *v, GArray *lines)
{
  v->rules.hand = 13;
  LINE (wm_variant_find_character (v, "red")->line);
}

static void
m_personal_quest (WmVariant *v, GArray *lines)
{
  WmCharacter *ch = wm_variant_find_character (v, "red");
  g_free (ch->personal_quest);
  ch->personal_quest = g_strdup ("S02");
  LINE (ch->line);
}

static void
m_character_count (WmVariant *v, GArray *lines)
{
  v->rules.max_players = 5;
  LINE (v->rules.line);
}

static void
m_hand_small (WmVariant *v, GArray *lines)
{
  v->rules.hand = v->rules.turns;
  LINE (v->rules.line);
}

/* The review's Goal 1: Ctrl+Z once too often in the Goal field once left
 * it there, and the first quest completed ended the game. */
static void
m_goal_too_low (WmVariant *v, GArray *lines)
{
  v->rules.goal = 1;
  LINE (v->rules.line);
}

static void
m_target_unreachable (WmVariant *v, GArray *lines)
{
  WmTarget *target = g_ptr_array_index (card_of (v, "A01")->targets, 0);
  m_town_placement (v, lines);
  g_array_set_size (lines, 0);
  g_free (target->town);
  target->town = g_strdup ("nowhere");
  LINE (target->line);
}

/* A01's target moved to a town of its own deck's region. */
static void
m_own_region (WmVariant *v, GArray *lines)
{
  WmDeck *deck = NULL;
  WmCard *card = wm_variant_find_card (v, "A01", &deck);
  WmTarget *target = g_ptr_array_index (card->targets, 0);

  for (guint i = 0; i < v->towns->len; i++)
    {
      const WmTown *town = g_ptr_array_index (v->towns, i);
      WmRegion *home = wm_variant_town_region (v, town->id);
      if (home != NULL && g_strcmp0 (home->id, deck->region) == 0)
        {
          g_free (target->town);
          target->town = g_strdup (town->id);
          LINE (target->line);
          return;
        }
    }
  g_assert_not_reached ();
}

static void
m_task (WmVariant *v, GArray *lines)
{
  WmDeck *deck = wm_variant_find_deck (v, "side-quests");
  for (guint i = 0; i < v->secret_places->len; i++)
    {
      WmSecretPlace *p = g_ptr_array_index (v->secret_places, i);
      if (p->kind == WM_SECRET_PORTAL)
        {
          ((WmSecretPlace *) g_ptr_array_index (v->secret_places, 0))->count += p->count;
          p->count = 0;
        }
    }
  for (guint i = 0; i < deck->cards->len; i++)
    {
      WmCard *card = g_ptr_array_index (deck->cards, i);
      WmTask *task = g_ptr_array_index (card->tasks, 0);
      if (g_strcmp0 (task->type, "visit-secret-place") == 0
          && g_strcmp0 (wm_effect_get_param (task, "kind"), "portal") == 0)
        LINE (task->line);
    }
}

static void
m_structure (WmVariant *v, GArray *lines)
{
  WmPath *path = path_of (side_of (v, "r1", 0), "s29", "s30");
  path->a_dir = WM_DIR_NE; /* s29 already leaves north-east towards s26 */
  LINE (path->line);
}

/* E08 named as E07 is in English, case and spaces aside. */
static void
m_card_name_duplicate (WmVariant *v, GArray *lines)
{
  WmCard *card = card_of (v, "E08");

  wm_text_set (&card->name, "en", "  harvest FAIR ");
  for (guint i = 0; i < card->name.entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (card->name.entries, i);
      if (g_strcmp0 (entry->lang, "en") == 0)
        LINE (entry->line > 0 ? entry->line : card->line);
    }
}

static const Mutant mutants[] = {
  { "card-name-duplicate", m_card_name_duplicate },
  /* leaving north, the path bends over s26–s29 on its way east */
  { "side-direction-geometry", m_geometry, "side-path-crossing" },
  { "side-path-duplicate", m_path_duplicate },
  { "side-port-point-taken", m_port_point_taken, "side-direction-geometry side-port-crossing side-way-through-space path-direction-taken arrangement-port-type arrangement-wrap-road "
    "arrangement-port-open" },
  { "side-space-isolated", m_isolated },
  { "side-lake-shores", m_lake_shores },
  { "side-island-dry", m_island_dry },
  { "side-town-slots", m_town_slots },
  { "side-castle-slots", m_castle_slots },
  { "side-town-printed", m_town_printed },
  { "region-side-missing", m_side_missing },
  { "setup-secret-slots", m_secret_slots },
  { "setup-town-placement", m_town_placement },
  { "setup-region-size", m_region_size, "side-direction-geometry" },
  { "setup-board", m_board,
    "card-target-unreachable character-start-town card-task-unsatisfiable setup-weapon-unused "
    "region-not-on-board" },
  { "setup-weapon-types", m_weapon_types, "character-weapons ref-unknown" },
  { "setup-fort-weapon", m_fort_weapon_none, "setup-weapon-unused" },
  { "setup-fort-weapon-shared", m_fort_weapon_shared, "setup-weapon-unused" },
  { "setup-weapon-unused", m_weapon_unused, "setup-fort-weapon-shared" },
  { "arrangement-port-open", m_port_open },
  { "arrangement-port-type", m_port_type },
  { "arrangement-wrap-road", m_wrap_road, "arrangement-port-type" },
  { "arrangement-wrap-lake", m_wrap_lake },
  { "arrangement-fort", m_fort, "side-direction-geometry side-way-through-space side-path-crossing" },
  { "arrangement-central-island", m_central },
  { "arrangement-unreachable", m_unreachable, "side-way-through-space" },
  { "card-bid-duplicate", m_bid },
  { "card-options-empty", m_options_empty },
  { "card-options-duplicate", m_options_duplicate },
  { "card-steps", m_steps },
  { "card-target-duplicate", m_target_duplicate },
  { "card-reward-empty", m_reward_empty },
  { "card-reward-deck", m_reward_deck, "deck-missing" },
  { "effect-scope", m_effect_scope },
  { "event-no-effect", m_event_no_effect },
  { "effect-count", m_effect_count },
  { "card-unplayed", m_card_unplayed, "deck-size" },
  { "deck-empty", m_deck_empty },
  { "deck-size", m_deck_size },
  { "deck-missing", m_deck_missing },
  { "deck-unplayed", m_deck_unplayed, "deck-size" },
  { "character-slots", m_slots },
  { "character-weapons", m_weapons },
  { "character-start-town", m_start_town },
  { "character-movement-deck", m_movement_deck },
  { "character-personal-quest", m_personal_quest, "card-unplayed" },
  { "character-count", m_character_count },
  { "rules-hand", m_hand_small },
  { "goal-too-low", m_goal_too_low },
  { "card-target-unreachable", m_target_unreachable, "setup-town-placement" },
  { "card-task-unsatisfiable", m_task },
  { "quest-own-region", m_own_region },
  { "path-direction-taken", m_structure, "side-direction-geometry" },
};

static gboolean
in_lines (GArray *lines, int line)
{
  for (guint i = 0; i < lines->len; i++)
    if (g_array_index (lines, int, i) == line)
      return TRUE;
  return FALSE;
}

static void
dump (const WmDiagnostics *diags)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *text = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("%s", text);
    }
}

static void
test_mutant (gconstpointer data)
{
  const Mutant *m = data;
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (WmDiagnostics) diags = NULL;
  g_auto (GStrv) extras = g_strsplit (m->extras ? m->extras : "", " ", -1);
  gboolean found = FALSE;

  m->mutate (v, lines);
  g_assert_cmpuint (lines->len, >, 0);
  diags = wm_validate (v);
  dump (diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, m->code) == 0)
        {
          found |= in_lines (lines, d->line);
          g_assert_nonnull (d->where);
        }
      else if (!g_strv_contains ((const char *const *) extras, d->code))
        g_error ("mutant for %s also reports %s: %s", m->code, d->code, d->message);
    }
  g_assert_true (found);
}

/* ---- the goal against one stroke --------------------------------------------------- */

/* The goal-too-low check: a goal one stroke of one player reaches — one
 * quest card a game deals with the ability's bonus, one character's weapon
 * track, one discovery, or a day of visits to inns and secret places whose
 * entry bonus pays at each — is one warning at the rules element naming
 * that source, the richest one; a goal one above it is none. Cards no
 * game deals (a second side-quest deck, past a pile's size, a personal
 * quest nobody names) pay nobody. The base game's richest source is
 * Bram's weapon track (0 + 3 + 3 + 4 = 10 gold). */

static WmCharacter *
character_of (WmVariant *v, const char *id)
{
  WmCharacter *ch = wm_variant_find_character (v, id);

  g_assert_nonnull (ch);
  return ch;
}

static void
add_gold_bonus (WmCharacter *ch, const char *on, const char *amount)
{
  WmEffect *effect = wm_effect_new ("gold-bonus", WM_SCOPE_ALWAYS);

  wm_effect_set_param (effect, "on", on);
  wm_effect_set_param (effect, "amount", amount);
  g_ptr_array_add (ch->effects, effect);
}

static void
set_reward_gold (WmVariant *v, const char *card_id, int gold)
{
  WmCard *card = card_of (v, card_id);

  g_assert_nonnull (card->reward);
  card->reward->gold = gold;
}

static void
no_changes (WmVariant *v)
{
  (void)v;
}

/* A common quest paying 12: more than any weapon track. */
static void
rich_common_quest (WmVariant *v)
{
  set_reward_gold (v, "A01", 12);
}

/* A side quest paying 6 and Mirela's side-quest bonus raised to 5. */
static void
rich_side_quest_bonus (WmVariant *v)
{
  WmEffect *bonus = g_ptr_array_index (character_of (v, "red")->effects, 0);

  g_assert_cmpstr (bonus->type, ==, "gold-bonus");
  wm_effect_set_param (bonus, "amount", "5");
  set_reward_gold (v, "M01", 6);
}

/* Mirela gets 2 more gold per weapon: 1 + 2 + 1 + 3 + 4 × 2 = 15. */
static void
weapon_bonus (WmVariant *v)
{
  add_gold_bonus (character_of (v, "red"), "weapon", "2");
}

/* A fifth step paying 9 on Bram's track: the board hands out only four
 * weapons, so his track still pays 10 (the length is character-weapons'). */
static void
track_longer_than_board (WmVariant *v)
{
  WmWeaponStep *step = g_new0 (WmWeaponStep, 1);

  step->gold = 9;
  g_ptr_array_add (character_of (v, "green")->weapons, step);
}

/* Every weapon track pays nothing, the discovery bonus 9. */
static void
rich_discovery (WmVariant *v)
{
  for (guint i = 0; i < v->characters->len; i++)
    {
      WmCharacter *ch = g_ptr_array_index (v->characters, i);
      for (guint k = 0; k < ch->weapons->len; k++)
        ((WmWeaponStep *)g_ptr_array_index (ch->weapons, k))->gold = 0;
    }
  v->rules.discovery_gold = 9;
}

/* The discovery bonus 9, and Mirela's ability adds 4 per discovery. */
static void
rich_discovery_bonus (WmVariant *v)
{
  v->rules.discovery_gold = 9;
  add_gold_bonus (character_of (v, "red"), "discovery", "4");
}

/* The discovery bonus 9, and Mirela's ability adds 1 per discovery and 3
 * per inn she enters (2 per secret place: the inn counts). The engine
 * pays the inn's at every visit, so a day of three turns ending at one
 * pays 9 + 1 + 3 × 3 = 19, not the 13 of one visit. */
static void
rich_entry_bonus (WmVariant *v)
{
  WmCharacter *red = character_of (v, "red");

  v->rules.discovery_gold = 9;
  add_gold_bonus (red, "discovery", "1");
  add_gold_bonus (red, "inn", "3");
  add_gold_bonus (red, "secret-place", "2");
}

/* The same with two turns a day: 9 + 1 + 2 × 3 = 16. */
static void
rich_entry_bonus_two_turns (WmVariant *v)
{
  rich_entry_bonus (v);
  v->rules.turns = 2;
}

/* A quest card paying @gold, added at the end of a new or existing deck. */
static WmCard *
add_rich_card (WmDeck *deck, const char *id, int gold)
{
  WmCard *card = wm_card_new (id);

  card->reward = g_new0 (WmReward, 1);
  card->reward->gold = gold;
  g_ptr_array_add (deck->cards, card);
  return card;
}

static WmDeck *
add_deck (WmVariant *v, const char *id, WmDeckKind kind)
{
  WmDeck *deck = wm_deck_new (id, kind);

  g_ptr_array_add (v->decks, deck);
  return deck;
}

/* A second side-quest deck with a 30 gold card: games draw side quests
 * from the first deck only, so the card pays nobody. */
static void
rich_card_second_side_deck (WmVariant *v)
{
  add_rich_card (add_deck (v, "side-quests-2", WM_DECK_SIDE_QUEST), "MX", 30);
}

/* The side-quest deck filled with 1 gold cards to @n cards, then a 30
 * gold card after them. */
static void
rich_side_quest_after (WmVariant *v, guint n)
{
  WmDeck *deck = wm_variant_find_deck (v, "side-quests");

  for (int i = 0; deck->cards->len < n; i++)
    {
      g_autofree char *id = g_strdup_printf ("MP%d", i);
      add_rich_card (deck, id, 1);
    }
  add_rich_card (deck, "MX", 30);
}

/* The 30 gold card after the 64 cards the pile holds: no game deals it. */
static void
rich_card_past_the_pile (WmVariant *v)
{
  rich_side_quest_after (v, WM_GAME_MAX_DECK);
}

/* The 64th card of the side-quest pile pays 30: it is dealt. */
static void
rich_card_last_in_the_pile (WmVariant *v)
{
  rich_side_quest_after (v, WM_GAME_MAX_DECK - 1);
}

/* A second common-quest deck of region r1: the engine lays the first one
 * beside the region, so its 30 gold card is never dealt. */
static void
rich_card_second_region_deck (WmVariant *v)
{
  WmDeck *deck = add_deck (v, "quests-r1-more", WM_DECK_COMMON_QUEST);

  deck->region = g_strdup ("r1");
  add_rich_card (deck, "AX", 30);
}

/* A 30 gold personal quest no character names stays in the box. */
static void
rich_personal_quest_unnamed (WmVariant *v)
{
  add_rich_card (wm_variant_find_deck (v, "personal-quests"), "SX", 30);
}

/* The same quest named by Mirela is dealt to her. */
static void
rich_personal_quest_named (WmVariant *v)
{
  WmCharacter *red = character_of (v, "red");

  rich_personal_quest_unnamed (v);
  g_free (red->personal_quest);
  red->personal_quest = g_strdup ("SX");
}

typedef struct
{
  const char *name;
  void (*mutate) (WmVariant *v);
  int goal;
  const char *warning; /* the whole message, or NULL for none */
} GoalCase;

static const GoalCase goal_cases[] = {
  { "base-20", no_changes, 20, NULL },
  { "base-10", no_changes, 10, NULL },
  { "base-9", no_changes, 9,
    "“Goal” (9 gold) is reached by the fort weapon track of “Bram Holloway” alone (9 gold), "
    "so collecting every weapon wins the game" },
  { "base-1", no_changes, 1,
    "“Goal” (1 gold) is reached by the fort weapon track of “Bram Holloway” alone (9 gold), "
    "so collecting every weapon wins the game" },
  { "common-quest-13", rich_common_quest, 13, NULL },
  { "common-quest-12", rich_common_quest, 12,
    "“Goal” (12 gold) is not above the 12 gold quest “A01” pays on its own, so completing "
    "that one quest wins the game" },
  { "side-quest-bonus-12", rich_side_quest_bonus, 12, NULL },
  { "side-quest-bonus-11", rich_side_quest_bonus, 11,
    "“Goal” (11 gold) is not above the 11 gold quest “M01” pays “Mirela Thorne” with the "
    "ability's gold bonus (6 + 5), so completing that one quest wins the game" },
  { "weapon-bonus-16", weapon_bonus, 16, NULL },
  { "weapon-bonus-15", weapon_bonus, 15,
    "“Goal” (15 gold) is reached by the fort weapon track of “Mirela Thorne” alone (15 gold), "
    "so collecting every weapon wins the game" },
  { "track-longer-11", track_longer_than_board, 11, NULL },
  { "discovery-10", rich_discovery, 10, NULL },
  { "discovery-9", rich_discovery, 9,
    "“Goal” (9 gold) is not above the 9 gold the first visit to an inn or secret place pays, "
    "so the first discovery wins the game" },
  { "discovery-bonus-14", rich_discovery_bonus, 14, NULL },
  { "discovery-bonus-13", rich_discovery_bonus, 13,
    "“Goal” (13 gold) is not above the 13 gold the first visit to an inn or secret place pays "
    "“Mirela Thorne” with the ability's gold bonus (9 + 4), so the first discovery wins the "
    "game" },
  { "entry-bonus-20", rich_entry_bonus, 20, NULL },
  { "entry-bonus-19", rich_entry_bonus, 19,
    "“Goal” (19 gold) is not above the 19 gold “Mirela Thorne” collects in one day by ending "
    "each of the day's 3 turns at an inn or secret place: the ability's gold bonus for entering "
    "one pays at every visit (3 × 3), and the first visit is a discovery (9 + 1), so going in "
    "and out of one wins the game" },
  { "entry-bonus-two-turns-17", rich_entry_bonus_two_turns, 17, NULL },
  { "entry-bonus-two-turns-16", rich_entry_bonus_two_turns, 16,
    "“Goal” (16 gold) is not above the 16 gold “Mirela Thorne” collects in one day by ending "
    "each of the day's 2 turns at an inn or secret place: the ability's gold bonus for entering "
    "one pays at every visit (2 × 3), and the first visit is a discovery (9 + 1), so going in "
    "and out of one wins the game" },
  { "second-side-deck", rich_card_second_side_deck, 20, NULL },
  { "past-the-pile", rich_card_past_the_pile, 20, NULL },
  { "last-in-the-pile", rich_card_last_in_the_pile, 20,
    "“Goal” (20 gold) is not above the 31 gold quest “MX” pays “Mirela Thorne” with the "
    "ability's gold bonus (30 + 1), so completing that one quest wins the game" },
  { "second-region-deck", rich_card_second_region_deck, 20, NULL },
  { "personal-quest-unnamed", rich_personal_quest_unnamed, 20, NULL },
  { "personal-quest-named", rich_personal_quest_named, 20,
    "“Goal” (20 gold) is not above the 30 gold quest “SX” pays on its own, so completing "
    "that one quest wins the game" },
};

/* The "decks" part, where the check runs: at most one goal-too-low, a
 * warning at the rules element. */
static void
test_goal_case (gconstpointer data)
{
  const GoalCase *c = data;
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  const WmDiagnostic *found = NULL;

  c->mutate (v);
  v->rules.goal = c->goal;
  wm_validate_part (v, "decks", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_test_message ("%s: %s", d->code, d->message);
      if (strcmp (d->code, "goal-too-low") != 0)
        continue;
      g_assert_null (found);
      found = d;
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      g_assert_cmpint (d->line, ==, v->rules.line);
      g_assert_cmpstr (d->where, ==, "rules");
    }
  if (c->warning == NULL)
    g_assert_null (found);
  else
    {
      g_assert_nonnull (found);
      g_assert_cmpstr (found->message, ==, c->warning);
    }
}

/* The bundled small board validates without a goal warning too. */
static void
test_goal_small_board (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources", "variants",
                                            "small-board.waymark", NULL);
  g_autoptr (WmDiagnostics) loaded = wm_diagnostics_new (path);
  g_autoptr (WmVariant) v = wm_variant_load_path (path, loaded);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);

  g_assert_nonnull (v);
  wm_validate_part (v, "decks", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    g_assert_cmpstr (wm_diagnostics_get (diags, i)->code, !=, "goal-too-low");
}

/* A hand of the turns plus one (the bid) plans a day without a card set
 * aside: allowed, for every number of turns the schema takes; one card
 * fewer is the error. */
static void
test_hand_bounds (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();

  for (int turns = 1; turns <= 6; turns++)
    for (int hand = 1; hand <= 8; hand++)
      {
        g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
        v->rules.turns = turns;
        v->rules.hand = hand;
        wm_validate_part (v, "decks", diags);
        g_assert_cmpint (wm_diagnostics_has_code (diags, "rules-hand"), ==, hand < turns + 1);
      }
}

/* ---- the base game and the API ------------------------------------------------------ */

static void
test_base_clean (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_validate (v);

  dump (diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 0);
}

/* ---- the map as it is drawn (review 13) ------------------------------------------------ */

/* The one diagnostic of @code at @line, with the words of @words. */
static const WmDiagnostic *
assert_told (const WmDiagnostics *diags, const char *code, int line, const char *const *words)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      gboolean all = TRUE;
      if (strcmp (d->code, code) != 0 || d->line != line)
        continue;
      for (guint k = 0; words[k] != NULL; k++)
        all &= strstr (d->message, words[k]) != NULL;
      if (!all)
        continue;
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      g_assert_cmpstr (d->where, ==, "region r1 / side B");
      return d;
    }
  dump (diags);
  g_error ("no %s at line %d with “%s”…", code, line, words[0]);
}

/* r1 side B's s10 (a plain space) on the castle slot s13, then beside it
 * just clear of its disc and just within it: the warning names both, the
 * first's line and the distance, and goes with the discs the renderer
 * draws (a castle's and a plain space's radius). */
static void
test_layout_overlap (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmSpace *s10 = space_of (v, "r1", 1, "s10"), *s13 = space_of (v, "r1", 1, "s13");
  double need = WM_CASTLE_R + WM_SPACE_R;
  g_autofree char *first = g_strdup_printf ("(line %d)", s10->line);
  const char *words[]
      = { "space “s13” overlaps space “s10”", first, "0.00 units apart", "discs need 0.66", NULL };

  g_assert_cmpint (s10->line, <, s13->line);
  g_assert_cmpfloat (wm_space_drawn_radius (s13) + wm_space_drawn_radius (s10), ==, need);
  s10->x = s13->x, s10->y = s13->y;
  {
    g_autoptr (WmDiagnostics) diags = wm_validate (v);
    assert_told (diags, "side-space-overlap", s13->line, words);
  }
  s10->x = s13->x + need + 0.01;
  {
    g_autoptr (WmDiagnostics) diags = wm_validate (v);
    g_assert_false (wm_diagnostics_has_code (diags, "side-space-overlap"));
  }
  s10->x = s13->x + need - 0.01;
  {
    g_autoptr (WmDiagnostics) diags = wm_validate (v);
    g_assert_true (wm_diagnostics_has_code (diags, "side-space-overlap"));
  }
}

/* Review 13's m11b: r1 side B's north port at 9 moved from s5 to s28 near
 * the south edge: its curve crosses the region, other paths and s5. */
static void
test_layout_port_across (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmPort *port = port_of (side_of (v, "r1", 1), WM_EDGE_N, 9);
  const char *crossing[] = { "the “Trail” port of region “The Riverlands” (r1) on the north edge at 9, from space "
                             "“s28”, crosses the path from “",
                             NULL };
  const char *through[] = { "from space “s28”, runs through space “s5” on the map", NULL };
  g_autoptr (WmDiagnostics) diags = NULL;

  g_free (port->space);
  port->space = g_strdup ("s28");
  port->dir = WM_DIR_NE;
  diags = wm_validate (v);
  assert_told (diags, "side-port-crossing", port->line, crossing);
  assert_told (diags, "side-way-through-space", port->line, through);
}

/* @path's curve as the renderer draws it, with its end spaces. */
static WmCubic
path_curve (WmSide *side, const WmPath *path, WmSpace **a, WmSpace **b)
{
  *a = wm_side_find_space (side, path->a);
  *b = wm_side_find_space (side, path->b);
  g_assert_true (*a != NULL && *b != NULL);
  return wm_path_cubic (*a, path->a_dir, *b, path->b_dir);
}

/* A space moved to the middle of a path it is no end of (as the renderer
 * draws the path's curve): the path is told, naming the space. */
static void
test_layout_path_through (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmSide *side = side_of (v, "r1", 1);
  WmPath *path = g_ptr_array_index (side->paths, 0);
  WmSpace *a, *b, *moved = NULL;
  WmCubic curve = path_curve (side, path, &a, &b);
  g_autofree char *told = NULL;
  g_autoptr (WmDiagnostics) diags = NULL;

  for (guint i = 0; moved == NULL && i < side->spaces->len; i++)
    {
      WmSpace *sp = g_ptr_array_index (side->spaces, i);
      if (sp != a && sp != b && sp->kind == WM_SPACE_PLAIN)
        moved = sp;
    }
  g_assert_nonnull (moved);
  wm_cubic_point (&curve, 0.5, &moved->x, &moved->y);
  told = g_strdup_printf ("the path from “%s” to “%s” runs through space “%s” on the map", a->id,
                          b->id, moved->id);
  diags = wm_validate (v);
  assert_told (diags, "side-way-through-space", path->line, (const char *[]){ told, NULL });
}

/* A path between two spaces @id_a and @id_b added to @side at @x, @y and
 * @u, @v, leaving each towards the other, on line @line. */
static WmPath *
add_crossing_path (WmSide *side, const char *id_a, double x, double y, const char *id_b,
                   double u, double v, int line)
{
  WmSpace *a = wm_space_new (id_a, x, y, WM_SPACE_PLAIN);
  WmSpace *b = wm_space_new (id_b, u, v, WM_SPACE_PLAIN);
  WmPath *path = wm_path_new (id_a, wm_direction_from_bearing (x, y, u, v), id_b,
                              wm_direction_from_bearing (u, v, x, y), "trail");

  a->line = line - 2, b->line = line - 1, path->line = line;
  g_ptr_array_add (side->spaces, a);
  g_ptr_array_add (side->spaces, b);
  g_ptr_array_add (side->paths, path);
  return path;
}

/* The side-path-crossing warnings of @diags that name @id. */
static guint
crossings_naming (WmDiagnostics *diags, const char *id)
{
  g_autofree char *quoted = g_strdup_printf ("“%s”", id);
  guint n = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      n += strcmp (d->code, "side-path-crossing") == 0 && strstr (d->message, quoted) != NULL;
    }
  return n;
}

/* Review 13 (R13-3): a path added across the middle of r1 side B's first
 * path, as the renderer draws it, is told at the new path, naming both by
 * their ends and the first's line. Ended at the first path's own space
 * instead, it meets it there: no crossing, nor for any pair of the base
 * game's paths, which share spaces everywhere. */
static void
test_layout_path_crossing (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmSide *side = side_of (v, "r1", 1);
  WmPath *first = g_ptr_array_index (side->paths, 0);
  WmSpace *a, *b;
  WmCubic curve = path_curve (side, first, &a, &b);
  double x, y, x0, y0, x1, y1, nx, ny, len;
  g_autofree char *told = NULL, *line = NULL;
  WmPath *added;

  {
    g_autoptr (WmDiagnostics) diags = wm_validate (v);
    g_assert_false (wm_diagnostics_has_code (diags, "side-path-crossing"));
  }
  wm_cubic_point (&curve, 0.5, &x, &y);
  wm_cubic_point (&curve, 0.45, &x0, &y0);
  wm_cubic_point (&curve, 0.55, &x1, &y1);
  len = hypot (x1 - x0, y1 - y0);
  nx = -(y1 - y0) / len, ny = (x1 - x0) / len;
  added = add_crossing_path (side, "t1", x + nx, y + ny, "t2", x - nx, y - ny, 9102);
  told = g_strdup_printf ("the path from “t1” to “t2” crosses the path from “%s” to “%s”", a->id,
                          b->id);
  line = g_strdup_printf ("(line %d)", first->line);
  {
    g_autoptr (WmDiagnostics) diags = wm_validate (v);
    assert_told (diags, "side-path-crossing", added->line,
                 (const char *[]){ told, line, "junction", NULL });
    g_assert_cmpuint (crossings_naming (diags, "t1"), ==, 1);
  }
  /* t2 moved onto a: the new path ends where the first begins. */
  g_free (added->b);
  added->b = g_strdup (a->id);
  added->b_dir = wm_direction_from_bearing (a->x, a->y, x + nx, y + ny);
  added->a_dir = wm_direction_from_bearing (x + nx, y + ny, a->x, a->y);
  {
    g_autoptr (WmDiagnostics) diags = wm_validate (v);
    g_assert_cmpuint (crossings_naming (diags, "t1"), ==, 0);
  }
}

/* Two towns of one name in a language (review 13's m3): told at the later
 * name, naming both towns and the language; not for another language. */
static void
test_town_name_duplicate (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmTown *calder = wm_variant_find_town (v, "calder");
  WmTown *elmswick = wm_variant_find_town (v, "elmswick");
  g_autoptr (WmDiagnostics) diags = NULL;
  const WmDiagnostic *d = NULL;

  wm_text_set (&elmswick->name, "en", "CALDER");
  diags = wm_validate (v);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    if (strcmp (wm_diagnostics_get (diags, i)->code, "town-name-duplicate") == 0)
      {
        g_assert_null (d);
        d = wm_diagnostics_get (diags, i);
      }
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpstr (d->where, ==, "town elmswick");
  /* the line of its English name, which wm_text_set () kept */
  g_assert_cmpint (d->line, ==,
                   ((WmTextEntry *)g_ptr_array_index (elmswick->name.entries, 0))->line);
  g_assert_cmpint (d->line, >, elmswick->line);
  g_assert_cmpstr (d->message, ==,
                   "towns “calder” and “elmswick” are both named “CALDER” in English; cards, map "
                   "labels and quests could not tell them apart");
  g_assert_nonnull (calder);
  /* Compared as card names are: the spaces round it aside, and quoted
   * without them. */
  g_clear_pointer (&diags, wm_diagnostics_free);
  wm_text_set (&elmswick->name, "en", " calder  ");
  diags = wm_validate (v);
  d = wm_test_only_code (diags, "town-name-duplicate");
  g_assert_cmpstr (d->where, ==, "town elmswick");
  g_assert_nonnull (strstr (d->message, "are both named “calder” in English"));
}

/* Every arrangement of the base game, assembled for real: the counts of
 * failing arrangements per cause match the fast enumeration's, on the base
 * game and on mutants that fail in some arrangements only. */
static gboolean
map_connected (const WmMap *map)
{
  g_autofree gboolean *seen = g_new0 (gboolean, map->n_spaces);
  g_autoptr (GArray) queue = g_array_new (FALSE, FALSE, sizeof (int));
  int zero = 0;

  seen[0] = TRUE;
  g_array_append_val (queue, zero);
  for (guint head = 0; head < queue->len; head++)
    {
      const WmMapSpace *ms = &map->spaces[g_array_index (queue, int, head)];
      for (int x = ms->first_exit; x < ms->first_exit + ms->n_exits; x++)
        if (map->exits[x].via <= WM_VIA_LAKE && !seen[map->exits[x].to])
          {
            seen[map->exits[x].to] = TRUE;
            g_array_append_val (queue, map->exits[x].to);
          }
    }
  return (int) queue->len == map->n_spaces;
}

static void
compare_with_assembly (WmVariant *v, int side)
{
  static const char *const map_codes[WM_CHECK_N_ARRANGEMENT_CODES] = {
    "map-port-open", "map-port-type", "map-wrap-unpaired", NULL, "map-fort-undecided", NULL, NULL,
  };
  guint64 fast[WM_CHECK_N_ARRANGEMENT_CODES], slow[WM_CHECK_N_ARRANGEMENT_CODES] = { 0 };
  guint64 total = wm_arrangement_count (v);

  wm_check_count_arrangements (v, side, fast);
  for (guint64 i = 0; i < total; i++)
    {
      g_autoptr (WmArrangement) a = wm_arrangement_nth (v, side, i);
      g_autoptr (WmDiagnostics) problems = wm_diagnostics_new (NULL);
      g_autoptr (WmMap) map = wm_map_build (v, a, problems);
      g_assert_nonnull (map);
      for (int p = 0; p < WM_CHECK_N_ARRANGEMENT_CODES; p++)
        if (map_codes[p] != NULL)
          slow[p] += wm_diagnostics_has_code (problems, map_codes[p]);
      slow[6] += !map_connected (map);
    }
  for (int p = 0; p < WM_CHECK_N_ARRANGEMENT_CODES; p++)
    if (map_codes[p] != NULL || p == 6)
      {
        g_test_message ("%s: fast %" G_GUINT64_FORMAT ", assembled %" G_GUINT64_FORMAT,
                        wm_check_arrangement_code (p), fast[p], slow[p]);
        g_assert_cmpuint (fast[p], ==, slow[p]);
      }
}

static void
test_fast_matches_assembly (void)
{
  void (*mutations[]) (WmVariant *, GArray *) = { NULL, m_port_type, m_wrap_road, m_fort,
                                                    m_unreachable, m_port_open };
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < G_N_ELEMENTS (mutations); i++)
    {
      g_autoptr (WmVariant) v = wm_test_load_base ();
      if (mutations[i])
        mutations[i](v, lines);
      compare_with_assembly (v, 0);
      if (i == 0)
        compare_with_assembly (v, 1);
    }
}

/* A board whose two castle slots of r1 tie for the fort names both in the
 * assembly's map-fort-undecided ("two castle slots of this region" said
 * neither): by the label the designer gave one, by its id the other. */
static void
test_fort_undecided_names_slots (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  guint64 total;
  guint found = 0;

  m_fort (v, lines);
  g_free (space_of (v, "r1", 0, "s11")->label);
  space_of (v, "r1", 0, "s11")->label = g_strdup ("Old Keep");
  total = wm_arrangement_count (v);
  for (guint64 i = 0; i < total; i++)
    {
      g_autoptr (WmArrangement) a = wm_arrangement_nth (v, 0, i);
      g_autoptr (WmDiagnostics) problems = wm_diagnostics_new (NULL);
      g_autoptr (WmMap) map = wm_map_build (v, a, problems);

      for (guint k = 0; k < wm_diagnostics_count (problems); k++)
        {
          const WmDiagnostic *d = wm_diagnostics_get (problems, k);
          if (strcmp (d->code, "map-fort-undecided") != 0)
            continue;
          g_assert_true (
              strcmp (d->message, "castle slots “Old Keep” (s11) and s22 of this region are "
                                  "equally near the map edge")
                  == 0
              || strcmp (d->message, "castle slots s22 and “Old Keep” (s11) of this region are "
                                     "equally near the map edge")
                     == 0);
          found++;
        }
    }
  g_assert_cmpuint (found, >, 0);
}

/* With the order random and the rotation fixed, setup moves each region
 * with the turn its <board> cell gives it (wm_arrangement_random()): the
 * validator counts over exactly the boards games are dealt. Here the cells
 * turn 0°, 90°, 180°, 270° and r1's north road is moved off its spot, so
 * which arrangements fail depends on how r1 is turned. */
static void
test_checks_dealt_boards (void)
{
  static const char *const map_codes[] = { "map-port-open", "map-port-type",
                                           "map-wrap-unpaired", NULL, "map-fort-undecided" };
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (GHashTable) dealt = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  guint64 fast[WM_CHECK_N_ARRANGEMENT_CODES], slow[WM_CHECK_N_ARRANGEMENT_CODES] = { 0 };

  v->board.rotation = WM_ORDER_FIXED;
  for (guint i = 0; i < v->board.cells->len; i++)
    ((WmCell *) g_ptr_array_index (v->board.cells, i))->rotation = 90 * i;
  port_of (side_of (v, "r1", 0), WM_EDGE_N, 6)->at = 5;
  g_assert_cmpuint (wm_arrangement_count (v), ==, 24);
  for (int draw = 0; draw < 5000 && g_hash_table_size (dealt) < 24; draw++)
    {
      g_autoptr (WmArrangement) a = wm_arrangement_random (v, FALSE, rand);
      g_autofree char *spec = wm_arrangement_to_string (v, a);
      g_autoptr (WmDiagnostics) problems = wm_diagnostics_new (NULL);
      g_autoptr (WmMap) map = NULL;
      if (g_hash_table_contains (dealt, spec))
        continue;
      map = wm_map_build (v, a, problems);
      for (guint p = 0; p < G_N_ELEMENTS (map_codes); p++)
        if (map_codes[p] != NULL)
          slow[p] += wm_diagnostics_has_code (problems, map_codes[p]);
      g_hash_table_add (dealt, g_steal_pointer (&spec));
    }
  g_assert_cmpuint (g_hash_table_size (dealt), ==, 24);
  wm_check_count_arrangements (v, 0, fast);
  for (guint p = 0; p < G_N_ELEMENTS (map_codes); p++)
    if (map_codes[p] != NULL)
      {
        g_test_message ("%s: fast %" G_GUINT64_FORMAT ", dealt %" G_GUINT64_FORMAT,
                        wm_check_arrangement_code (p), fast[p], slow[p]);
        g_assert_cmpuint (fast[p], ==, slow[p]);
      }
  g_assert_cmpuint (slow[0] + slow[2], >, 0);
}

/* A path made in the editor has no line until it is saved: a problem that
 * cites the line of the first of two paths cites none rather than line 1. */
static void
test_no_line_for_new_elements (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmSide *side = side_of (v, "r1", 0);
  const WmPath *old = g_ptr_array_index (side->paths, 0);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  gboolean duplicate = FALSE, taken = FALSE;

  /* Before the loaded path: the same two spaces, the same directions. */
  g_ptr_array_insert (side->paths, 0,
                      wm_path_new (old->a, old->a_dir, old->b, old->b_dir, old->type));
  wm_validate_part (v, "structure", diags);
  wm_validate_part (v, "region:r1", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_test_message ("%d: %s [%s]", d->line, d->message, d->code);
      g_assert_null (strstr (d->message, "line 1)"));
      duplicate |= strcmp (d->code, "side-path-duplicate") == 0;
      taken |= strcmp (d->code, "path-direction-taken") == 0;
      if (strcmp (d->code, "side-path-duplicate") == 0 || strcmp (d->code, "path-direction-taken") == 0)
        g_assert_cmpint (d->line, ==, old->line);
    }
  g_assert_true (duplicate && taken);
}

/* A failing cause is counted over every arrangement and told once. */
static void
test_counts_and_grouping (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (WmDiagnostics) diags = NULL;
  const WmDiagnostic *d;

  m_port_type (v, lines);
  diags = wm_diagnostics_new (NULL);
  wm_validate_part (v, "arrangements", diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "arrangement-port-type");
  /* r1's north edge faces a neighbour in half of the 6144 arrangements */
  g_assert_nonnull (strstr (d->message, " — in 3072 of 6144 boards of side A"));
  /* the first such board is a detail, out of the sentence */
  g_assert_null (strstr (d->message, "r1:A:"));
  g_assert_true (g_str_has_prefix (d->detail, "first such board: r1:A:"));
  /* one sentence names both ports, their path types and edges by name */
  g_assert_true (g_str_has_prefix (d->message, "the “Water” port of region “The Riverlands” (r1) on the north edge "
                                               "at 3 and the “Trail” port of region "));
  g_assert_true (g_str_has_suffix (d->message, " face each other but their path types differ — "
                                               "in 3072 of 6144 boards of side A"));
}

/* A side B board places the towns: the first such board names them by
 * their ids in its spec, which --arrangement takes, and then as the
 * designer knows them, by name and region (review i: "town-2" said
 * little). */
static void
test_first_board_towns (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmSide *side = side_of (v, "r1", 1);
  WmPort *port = g_ptr_array_index (side->ports, 0);
  const WmDiagnostic *d = NULL;
  const char *other = g_strcmp0 (port->type, "water") == 0 ? "trail" : "water";

  g_free (port->type);
  port->type = g_strdup (other);
  wm_validate_part (v, "arrangements", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags) && d == NULL; i++)
    if (strstr (wm_diagnostics_get (diags, i)->message, "boards of side B") != NULL)
      d = wm_diagnostics_get (diags, i);
  g_assert_nonnull (d);
  g_test_message ("%s [%s]", d->message, d->detail);
  g_assert_true (g_str_has_prefix (d->detail, "first such board: r"));
  g_assert_nonnull (strstr (d->detail, ":calder"));
  g_assert_nonnull (strstr (d->detail, "; its towns: “"));
  g_assert_nonnull (strstr (d->detail, "“Calder” (calder) of “The Riverlands”"));
  g_assert_nonnull (strstr (d->detail, "“Brindle” (brindle) of “The Sunward Downs”"));
}

/* The first diagnostic with @code, or NULL. */
static const WmDiagnostic *
find_code (const WmDiagnostics *diags, const char *code)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    if (strcmp (wm_diagnostics_get (diags, i)->code, code) == 0)
      return wm_diagnostics_get (diags, i);
  return NULL;
}

/* Review h, 8: a board with no central lake (an odd number of columns or
 * rows) starts one highwayman on each inn and no more; more highwaymen
 * than that is a warning at the pieces element, naming the count to set.
 * The small board (two cells) gives its two inns' count. */
static void
test_highwaymen_unplaced (void)
{
  g_autoptr (WmVariant) small = wm_test_load_small_board ();
  g_autoptr (WmDiagnostics) clean = wm_validate (small);
  g_autoptr (WmDiagnostics) over = NULL;
  const WmDiagnostic *d;

  g_assert_null (find_code (clean, "highwaymen-unplaced"));
  small->pieces.highwaymen = 5;
  over = wm_validate (small);
  d = find_code (over, "highwaymen-unplaced");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, small->pieces.line);
  g_assert_cmpstr (d->where, ==, "pieces");
  g_assert_cmpstr (d->message, ==,
                   "5 highwaymen, but a board of 2 × 1 cells has no central lake: they start on "
                   "its 2 inns only, the others never; set Highwaymen on the Rules page to 2");
}

/* Every fort hands out a weapon type the variant has; two forts share one
 * only when both can be on the board at once (a region the board never
 * deals may repeat one). */
static void
test_fort_weapons (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  const WmDiagnostic *d;
  WmRegion *spare;

  /* A type the variant lacks, as only a model made in code can hold. */
  set_fort_weapon (v, "r2", "halberd");
  set_fort_weapon (v, "r3", NULL);
  diags = wm_validate (v);
  d = find_code (diags, "ref-unknown");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->where, ==, "region r2");
  g_assert_cmpint (d->line, ==, wm_variant_find_region (v, "r2")->line);
  g_assert_cmpstr (d->message, ==, "there is no weapon type “halberd”");
  g_assert_cmpuint (d->severity, ==, WM_SEVERITY_ERROR);
  d = find_code (diags, "setup-fort-weapon");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->where, ==, "region r3");
  g_assert_cmpstr (d->message, ==,
                   "the fort of region “The Misty Fens” (r3) hands out no weapon type; choose "
                   "one in the Map page's inspector");
  g_clear_pointer (&diags, wm_diagnostics_free);

  /* r1's weapon on a fifth region, which the 2 × 2 board never deals. */
  set_fort_weapon (v, "r2", "sword");
  set_fort_weapon (v, "r3", "lance");
  spare = wm_region_copy (wm_variant_find_region (v, "r1"));
  g_free (spare->id);
  spare->id = g_strdup ("r5");
  g_ptr_array_add (v->regions, spare);
  diags = wm_validate (v);
  dump (diags);
  g_assert_null (find_code (diags, "setup-fort-weapon-shared"));
  g_assert_null (find_code (diags, "setup-weapon-unused"));
  g_assert_null (find_code (diags, "setup-fort-weapon"));
}


/* The diagnostic of @code whose where is @where, or NULL. */
static const WmDiagnostic *
find_code_at (const WmDiagnostics *diags, const char *code, const char *where)
{
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (g_strcmp0 (d->code, code) == 0 && g_strcmp0 (d->where, where) == 0)
        return d;
    }
  return NULL;
}

/* Adds region r5 as the map editor adds one — both sides, a fort weapon,
 * an empty common-quest deck — on no cell of the board; its deck, and the
 * region in @region if not NULL. */
static WmDeck *
add_region_beside_board (WmVariant *v, WmRegion **region)
{
  WmRegion *fresh = wm_region_new ("r5", 12);
  WmDeck *deck = wm_deck_new ("quests-r5", WM_DECK_COMMON_QUEST);

  fresh->sides[0] = wm_side_new ('A');
  fresh->sides[1] = wm_side_new ('B');
  fresh->fort_weapon = g_strdup ("sword");
  g_ptr_array_add (v->regions, fresh);
  deck->region = g_strdup ("r5");
  g_ptr_array_add (v->decks, deck);
  if (region != NULL)
    *region = fresh;
  return deck;
}

/* A board of more cells than a game deals is an error of the design, at
 * the board's line: play, simulate and Playtest refuse it, so a clean
 * validation would promise a game there is none of (review 24a: a 5 × 1
 * board validated with 0 errors). The base game's 2 × 2 board is not. */
static void
test_board_larger_than_game (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_validate (v);
  const WmDiagnostic *d;

  g_assert_null (find_code (diags, "setup-board-size"));
  g_clear_pointer (&diags, wm_diagnostics_free);
  add_region_beside_board (v, NULL);
  v->board.cols = 5;
  v->board.rows = 1;
  g_ptr_array_set_size (v->board.cells, 0);
  diags = wm_validate (v);
  d = find_code (diags, "setup-board-size");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_ERROR);
  g_assert_cmpint (d->line, ==, v->board.line);
  g_assert_cmpstr (d->message, ==,
                   "the board has 5 cells, but a game is dealt on at most 4 regions: Playtest, "
                   "play and simulate cannot play it");
}

/* A region added beside the 2 × 2 board (review 14, R14-1, R14-4): the
 * validator says it is on no cell, its unfinished sides are warnings and
 * its deck's quest says why it is never dealt, so the rest can be played;
 * on a cell, its problems are errors again and the region it replaced is
 * the one on no cell. */
static void
test_region_not_on_board (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  WmDeck *deck = add_region_beside_board (v, NULL);
  WmDeck *r1_deck = wm_variant_find_deck (v, "quests-r1");
  const WmDiagnostic *d;

  /* Here with a quest of r1's. */
  g_ptr_array_add (deck->cards, g_ptr_array_steal_index (r1_deck->cards, 0));
  diags = wm_validate (v);
  dump (diags);
  d = find_code_at (diags, "region-not-on-board", "region r5");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpstr (d->message, ==,
                   "region “r5” is on no cell of the board, so no game deals it: put it on a "
                   "cell in Map → Board (its own problems are warnings until then)");
  d = find_code_at (diags, "side-town-slots", "region r5 / side A");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  d = find_code (diags, "card-target-unreachable");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpstr (d->message, ==,
                   "region “r5” of this deck is on no cell of the board, so its quests are "
                   "never dealt");
  g_assert_null (find_code_at (diags, "region-not-on-board", "region r1"));
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
  g_clear_pointer (&diags, wm_diagnostics_free);

  /* r5 in r1's cell: its empty sides are errors, r1 is off the board. */
  g_free (((WmCell *) g_ptr_array_index (v->board.cells, 0))->region);
  ((WmCell *) g_ptr_array_index (v->board.cells, 0))->region = g_strdup ("r5");
  diags = wm_validate (v);
  d = find_code_at (diags, "side-town-slots", "region r5 / side A");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_ERROR);
  g_assert_null (find_code_at (diags, "region-not-on-board", "region r5"));
  g_assert_nonnull (find_code_at (diags, "region-not-on-board", "region r1"));
}

/* Review 23a: a region just added (Regions +) came with an empty quest
 * deck, an error at once ("deck-empty"), and a secret place on one of its
 * sides counted in the setup's slots ("setup-secret-slots"): Playtest and
 * Simulation waited on a region no game deals. Off the board both are
 * warnings and its slots are not counted; on a cell both are errors. */
static void
test_region_off_board_deck_and_slots (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  int dealt_a = wm_validate_secret_slots (v, 0);
  WmRegion *fresh = NULL;
  const WmDiagnostic *d;

  add_region_beside_board (v, &fresh);
  g_ptr_array_add (fresh->sides[0]->spaces, wm_space_new ("s1", 0.5, 0.5, WM_SPACE_SECRET));
  g_assert_cmpint (wm_validate_secret_slots (v, 0), ==, dealt_a);
  diags = wm_validate (v);
  dump (diags);
  d = find_code_at (diags, "deck-empty", "deck quests-r5");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_null (find_code (diags, "setup-secret-slots"));
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
  g_clear_pointer (&diags, wm_diagnostics_free);

  /* r5 in r1's cell: dealt, so its slot counts and its empty deck stops play. */
  g_free (((WmCell *) g_ptr_array_index (v->board.cells, 0))->region);
  ((WmCell *) g_ptr_array_index (v->board.cells, 0))->region = g_strdup ("r5");
  g_assert_cmpint (wm_validate_secret_slots (v, 0), !=, dealt_a);
  diags = wm_validate (v);
  d = find_code_at (diags, "deck-empty", "deck quests-r5");
  g_assert_nonnull (d);
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_ERROR);
  g_assert_nonnull (find_code (diags, "setup-secret-slots"));
}

/* Review 23a: a text missing in a declared language was said by the
 * language's tag ("has no text in “de”") beside messages that say "in
 * German". Now in words with the tag, or the tag alone for a language
 * Waymark has no word for. */
static void
test_lang_missing_in_words (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  WmTown *town = g_ptr_array_index (v->towns, 0);
  g_autofree char *german = NULL, *french = NULL;
  char **languages = v->info.languages;
  guint n = g_strv_length (languages);

  for (guint i = 0; i < town->name.entries->len; i++)
    if (g_str_equal (((WmTextEntry *) g_ptr_array_index (town->name.entries, i))->lang, "de"))
      g_ptr_array_remove_index (town->name.entries, i--);
  v->info.languages = g_renew (char *, languages, n + 2);
  v->info.languages[n] = g_strdup ("fr");
  v->info.languages[n + 1] = NULL;
  diags = wm_validate (v);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_autofree char *where = g_strdup_printf ("town %s", town->id);
      if (g_strcmp0 (d->code, "lang-missing") != 0 || g_strcmp0 (d->where, where) != 0)
        continue;
      if (strstr (d->message, "German") != NULL)
        german = g_strdup (d->message);
      else
        french = g_strdup (d->message);
    }
  g_assert_cmpstr (german, ==, "the town name has no text in German (“de”)");
  g_assert_cmpstr (french, ==, "the town name has no text in “fr”");
}

/* The message of the first diagnostic of @code at @where, or NULL. */
static const char *
message_at (const WmDiagnostics *diags, const char *code, const char *where)
{
  const WmDiagnostic *d = find_code_at (diags, code, where);

  return d != NULL ? d->message : NULL;
}

/* Every translatable text is checked against the declared languages as
 * the title is: the description and the path, weapon and secret place
 * names too (only the title was, of the variant's own texts). Each is told
 * at its element (the Rules page's row for a piece). */
static void
test_lang_every_text (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  WmPathType *road = wm_variant_find_path_type (v, "road");
  WmWeaponType *weapon = g_ptr_array_index (v->weapon_types, 0);
  WmSecretPlace *place = g_ptr_array_index (v->secret_places, 0);
  g_autofree char *weapon_where = g_strdup_printf ("weapon-type %s", weapon->id);
  g_autofree char *place_where
      = g_strdup_printf ("secret-place %s", wm_secret_kind_to_string (place->kind));

  wm_text_set (&v->info.description, "fr", "Une variante");
  wm_text_remove (&v->info.description, "it");
  wm_text_remove (&road->name, "de");
  wm_text_set (&weapon->name, "fr", "Arme");
  wm_text_remove (&place->name, "it");
  diags = wm_validate (v);
  g_assert_cmpstr (message_at (diags, "lang-undeclared", "info"), ==,
                   "the description is written in “fr”, which <info> does not declare");
  g_assert_cmpstr (message_at (diags, "lang-missing", "info"), ==,
                   "the description is missing in Italian (“it”)");
  g_assert_cmpstr (message_at (diags, "lang-missing", "path-type road"), ==,
                   "the path type name has no text in German (“de”)");
  g_assert_cmpstr (message_at (diags, "lang-undeclared", weapon_where), ==,
                   "the weapon type name has a text in “fr”, which <info> does not declare");
  g_assert_cmpstr (message_at (diags, "lang-missing", place_where), ==,
                   "the secret place name has no text in Italian (“it”)");
  /* the base game itself has none of them */
  g_clear_pointer (&diags, wm_diagnostics_free);
  {
    g_autoptr (WmVariant) base = wm_test_load_base ();
    diags = wm_validate (base);
    g_assert_false (wm_diagnostics_has_code (diags, "lang-missing"));
    g_assert_false (wm_diagnostics_has_code (diags, "lang-undeclared"));
  }
}

/* Messages that name a board border or a kind of card are whole sentences
 * per border and per kind, never a letter or a translated noun put into one
 * sentence. */
static void
test_whole_sentences (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (WmDiagnostics) diags = NULL;
  const WmDiagnostic *d;

  /* the top border's edge lake is gone: the bottom one is alone */
  m_wrap_lake (v, lines);
  m_steps (v, lines);
  diags = wm_validate (v);
  d = find_code (diags, "arrangement-wrap-lake");
  g_assert_nonnull (d);
  g_assert_true (g_str_has_prefix (
      d->message, "an edge lake on the south border has no lake opposite to wrap around to"));
  d = find_code (diags, "card-steps");
  g_assert_nonnull (d);
  g_assert_true (g_str_has_prefix (d->message, "personal movement cards give 1–2 moves in the "
                                               "rulebook; "));
}

/* ---- no file keywords in port and arrangement messages ------------------------------ */

typedef struct
{
  const char *lang;    /* $LANGUAGE, NULL for English */
  const char *locale;
  const char *names[3]; /* the base game's path types: trail, road, water */
  const char *north, *east, *north_east;
} MessageLanguage;

static const MessageLanguage message_languages[] = {
  { NULL, "C.UTF-8", { "“Trail”", "“Road”", "“Water”" }, "north", "east", "north-east" },
  { "de", "de_DE.UTF-8", { "„Pfad“", "„Straße“", "„Wasserweg“" }, "Norden", "Osten", "Nordosten" },
  { "it", "it_IT.UTF-8", { "«Sentiero»", "«Strada»", "«Acqua»" }, "nord", "est", "nord-est" },
};

/* Switches messages and the variant's display language to @l; FALSE when
 * the system lacks the locale or the build its catalogue. */
static gboolean
use_language (const MessageLanguage *l)
{
  return wm_test_use_language (l->lang, l->locale, "%s meets no port of region %s");
}

/* A port is a "varco" in Italian and an "Übergang" in German, not a
 * harbour ("porto", "Hafen"): the rulebooks name none, and a harbour
 * reads as a place on a lake. */
static void
test_port_term (void)
{
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmPort *port = port_of (side_of (v, "r1", 1), WM_EDGE_N, 9);

  if (use_language (&message_languages[2]))
    {
      g_autofree char *told = wm_port_describe (v, "r1", port);
      g_assert_cmpstr (told, ==, "il varco di tipo «Sentiero» della regione «Le Terre dei Fiumi» (r1) sul bordo "
                                "nord a 9");
    }
  if (use_language (&message_languages[1]))
    {
      g_autofree char *told = wm_port_describe (v, "r1", port);
      g_assert_cmpstr (told, ==, "der Übergang der Wegart „Pfad“ im Gebiet „Das Flussland“ (r1) am "
                                "Nordrand bei 9");
      /* Review 16: the wrap-around sentences said "Hafen" for the port
       * opposite, beside the "Übergang" they began with. */
      for (WmEdge e = 0; e < WM_N_EDGES; e++)
        {
          g_autofree char *wrap = wm_wrap_road_message (v, "r1", port, "r2", NULL, e, 3);
          g_assert_null (strstr (wrap, "Hafen"));
          g_assert_nonnull (strstr (wrap, "Gebiet „Die Roten Hügel“ (r2) hat keinen Übergang am "));
        }
    }
}

/* The first town slot of @side, or NULL. */
static WmSpace *
first_town_slot (WmSide *side)
{
  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *space = g_ptr_array_index (side->spaces, i);
      if (space->kind == WM_SPACE_TOWN)
        return space;
    }
  return NULL;
}

/* Review 16: "town “town” is printed on a second slot" named neither the
 * town as the designer named it nor the slot that printed it first. */
static void
test_town_twice_named (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  WmSpace *first = first_town_slot (wm_variant_find_region (v, "r1")->sides[0]);
  WmSpace *second = first_town_slot (wm_variant_find_region (v, "r2")->sides[0]);
  const WmTown *town = wm_variant_find_town (v, first->town);
  g_autofree char *want = g_strdup_printf (
      "town “%s” (%s) is printed on a second slot; r1:%s prints it already",
      wm_text_get_exact (&town->name, "en"), town->id, first->id);
  guint seen = 0;

  g_free (second->town);
  second->town = g_strdup (first->town);
  diags = wm_validate (v);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (g_strcmp0 (d->code, "setup-town-placement") != 0 || d->line != second->line)
        continue;
      g_assert_cmpstr (d->message, ==, want);
      seen++;
    }
  g_assert_cmpuint (seen, ==, 1);
}

/* The name @id's element has in English, as the validator shows it. */
static const char *
english (const WmText *name)
{
  return wm_text_get_exact (name, "en");
}

/* R16-3: two forts handing out one type name the regions and the type as
 * the designer named them, each with its id; a type still named by its id
 * (or without a name) is its id alone, not "“club” (club)". */
static void
test_fort_shared_named (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  const WmRegion *r1 = wm_variant_find_region (v, "r1"), *r4 = wm_variant_find_region (v, "r4");
  WmWeaponType *sword = wm_variant_find_weapon_type (v, r1->fort_weapon);
  WmWeaponType *unused = wm_variant_find_weapon_type (v, r4->fort_weapon);
  g_autofree char *want = NULL, *want_unused = NULL;
  const WmDiagnostic *d;

  g_assert_nonnull (sword);
  g_assert_nonnull (unused);
  g_assert_nonnull (english (&r1->name));
  g_assert_cmpstr (english (&r1->name), !=, r1->id);
  want = g_strdup_printf ("the forts of regions “%s” (r1) and “%s” (r4) both hand out “%s” (%s); "
                          "the rulebook gives each fort a type of its own",
                          english (&r1->name), english (&r4->name), english (&sword->name),
                          sword->id);
  /* The type no fort hands out now keeps only its id for a name. */
  wm_text_set (&unused->name, "en", unused->id);
  want_unused = g_strdup_printf ("no fort on the board hands out the weapon type “%s”, so nobody "
                                 "can collect it",
                                 unused->id);
  set_fort_weapon (v, "r4", sword->id);
  diags = wm_validate (v);
  d = find_code (diags, "setup-fort-weapon-shared");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->message, ==, want);
  d = find_code (diags, "setup-weapon-unused");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->message, ==, want_unused);
}

/* R16-5: two regions with the same tie of castle slots are each told,
 * with the boards each ties in, not only the one of the first board that
 * has a tie (r2 only, after Duplicate region). */
static void
test_fort_tie_each_region (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  WmRegion *copy;
  guint index, told = 0;
  const WmDiagnostic *d;

  space_of (v, "r1", 0, "s22")->y = 3.7; /* as m_fort: ties with s11 */
  copy = wm_region_copy (wm_variant_find_region (v, "r1"));
  g_free (copy->id);
  copy->id = g_strdup ("r2");
  wm_text_set (&copy->name, "en", "Marsh");
  g_assert_true (g_ptr_array_find (v->regions, wm_variant_find_region (v, "r2"), &index));
  wm_region_free (g_ptr_array_index (v->regions, index));
  g_ptr_array_index (v->regions, index) = copy;
  diags = wm_validate (v);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, "arrangement-fort") == 0 && g_str_has_suffix (d->where, "side A"))
        told++;
    }
  g_assert_cmpuint (told, ==, 2);
  d = find_code_at (diags, "arrangement-fort", "region r1 / side A");
  g_assert_nonnull (d);
  d = find_code_at (diags, "arrangement-fort", "region r2 / side A");
  g_assert_nonnull (d);
  g_assert_true (g_str_has_prefix (d->message, "castle slots s11 and s22 of region “Marsh” (r2) "
                                               "are equally near the map edge, so neither is "
                                               "the fort — in "));
  /* A slot the designer labelled is named by its label, as
   * map-fort-undecided names it. */
  g_clear_pointer (&diags, wm_diagnostics_free);
  g_free (space_of (v, "r2", 0, "s11")->label);
  space_of (v, "r2", 0, "s11")->label = g_strdup ("Old Keep");
  diags = wm_validate (v);
  d = find_code_at (diags, "arrangement-fort", "region r2 / side A");
  g_assert_nonnull (d);
  g_assert_true (g_str_has_prefix (d->message, "castle slots “Old Keep” (s11) and s22 of region "
                                               "“Marsh” (r2) are equally near the map edge"));
}

/* The words of @message (letters and digits; ids like "r1:A:90" split at
 * the colons). */
static GStrv
message_words (const char *message)
{
  g_autoptr (GStrvBuilder) words = g_strv_builder_new ();
  const char *p = message;

  while (*p != '\0')
    {
      const char *start = p;
      while (*p != '\0' && g_unichar_isalnum (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (p > start)
        {
          g_autofree char *word = g_strndup (start, p - start);
          g_strv_builder_add (words, word);
        }
      else
        p = g_utf8_next_char (p);
    }
  return g_strv_builder_end (words);
}

/* Overwrites @word in each @phrase of @text, so that it is no word. */
static void
blank_out (char *text, const char *phrase, const char *word)
{
  for (char *at = strstr (text, phrase); at != NULL; at = strstr (at + 1, phrase))
    memset (strstr (at, word), '_', strlen (word));
}

/* No path type's id and no edge or direction letters as a word of @d's
 * message; a port is named by its path type's name in that language.
 * English keeps "road" where the sentence means the rulebook's roads, and
 * Italian its "e" ("and"), "ne" ("of it") and "se" ("if"). */
static void
assert_no_keywords (const MessageLanguage *l, const WmDiagnostic *d)
{
  g_autofree char *text = g_strdup (d->message);
  g_auto (GStrv) words = NULL;
  const char *const keywords[]
      = { "trail", "road", "water", "n", "e", "s", "w", "ne", "se", "sw", "nw" };
  gboolean named = FALSE;

  g_test_message ("%s: %s [%s]", l->lang ? l->lang : "en", d->message, d->code);
  if (l->lang == NULL)
    {
      blank_out (text, "no road opposite", "road");
    }
  words = message_words (text);
  for (guint k = 0; k < G_N_ELEMENTS (keywords); k++)
    {
      if (g_strcmp0 (l->lang, "it") == 0
          && (strcmp (keywords[k], "e") == 0 || strcmp (keywords[k], "ne") == 0
              || strcmp (keywords[k], "se") == 0))
        continue;
      if (g_strv_contains ((const char *const *) words, keywords[k]))
        g_error ("%s: keyword “%s” in “%s” [%s]", l->lang ? l->lang : "en", keywords[k],
                 d->message, d->code);
    }
  if (!g_str_has_suffix (d->code, "port-open") && !g_str_has_suffix (d->code, "port-type")
      && strcmp (d->code, "arrangement-wrap-road") != 0)
    return;
  for (guint t = 0; t < G_N_ELEMENTS (l->names); t++)
    named |= strstr (d->message, l->names[t]) != NULL;
  g_assert_true (named);
}

/* The port on r1's east edge at 3 (s10, heading east) turned north. */
static void
m_port_geometry (WmVariant *v, GArray *lines)
{
  WmPort *port = port_of (side_of (v, "r1", 0), WM_EDGE_E, 3);
  port->dir = WM_DIR_N;
  LINE (port->line);
}

/* @mutate's one diagnostic @code, from validating @part, in @l: no
 * letters, and each of @names (the directions it must name). */
static void
assert_directions_named (const MessageLanguage *l, void (*mutate) (WmVariant *, GArray *),
                         const char *part, const char *code, const char *const *names)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  guint seen = 0;

  mutate (v, lines);
  wm_validate_part (v, part, diags);
  for (guint k = 0; k < wm_diagnostics_count (diags); k++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, k);
      if (strcmp (d->code, code) != 0)
        continue;
      seen++;
      assert_no_keywords (l, d);
      for (guint n = 0; names[n] != NULL; n++)
        g_assert_nonnull (strstr (d->message, names[n]));
    }
  g_assert_cmpuint (seen, ==, 1);
}

/* The direction warnings of a path (s29 to s30, north where east fits) and
 * of a port, and a direction used twice (s29's north-east, m_structure),
 * in @l: the directions by name, no letters. */
static void
assert_geometry_named (const MessageLanguage *l)
{
  const char *const geometry[] = { l->north, l->east, NULL };
  const char *const taken[] = { l->north_east, NULL };

  assert_directions_named (l, m_geometry, "region:r1", "side-direction-geometry", geometry);
  assert_directions_named (l, m_port_geometry, "region:r1", "side-direction-geometry", geometry);
  assert_directions_named (l, m_structure, "structure", "path-direction-taken", taken);
}

/* Every arrangement mutant, validated and its first unplayable board
 * assembled, and the direction warnings, in English, German and Italian. */
static void
test_no_keywords (void)
{
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  guint languages = 0;

  for (guint i = 0; i < G_N_ELEMENTS (message_languages); i++)
    {
      const MessageLanguage *l = &message_languages[i];
      guint seen = 0;
      if (!use_language (l))
        {
          g_test_message ("no locale or catalogue for %s", l->lang);
          continue;
        }
      languages++;
      for (guint m = 0; m < G_N_ELEMENTS (mutants); m++)
        {
          g_autoptr (WmVariant) v = NULL;
          g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
          g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
          g_autoptr (WmArrangement) unplayable = NULL;
          g_autoptr (WmMap) map = NULL;
          if (!g_str_has_prefix (mutants[m].code, "arrangement-"))
            continue;
          v = wm_test_load_base ();
          mutants[m].mutate (v, lines);
          wm_validate_part (v, "arrangements", diags);
          unplayable = wm_validate_find_unplayable (v, FALSE, NULL, NULL);
          if (unplayable != NULL)
            map = wm_map_build (v, unplayable, diags);
          for (guint k = 0; k < wm_diagnostics_count (diags); k++)
            {
              const WmDiagnostic *d = wm_diagnostics_get (diags, k);
              assert_no_keywords (l, d);
              seen += g_str_has_prefix (d->code, "map-");
            }
        }
      g_assert_cmpuint (seen, >, 0); /* board assembly spoke too */
      assert_geometry_named (l);
    }
  if (languages < G_N_ELEMENTS (message_languages))
    g_test_incomplete ("a language's locale or catalogue is missing");
}

/* Counted messages agree in number ("1 weapon type", "1 card") and every
 * clause has its verb. */
static void
test_counted_messages (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  WmDeck *deck = wm_variant_find_deck (v, "quests-r1");
  const WmCharacter *ch = g_ptr_array_index (v->characters, 0);
  g_autofree char *track = NULL;
  const WmDiagnostic *d;

  g_ptr_array_set_size (v->weapon_types, 1);
  g_ptr_array_set_size (deck->cards, 1);
  g_ptr_array_set_size (v->secret_places, 1);
  ((WmSecretPlace *) g_ptr_array_index (v->secret_places, 0))->count = 1;
  diags = wm_validate (v);
  d = find_code (diags, "setup-weapon-types");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->message, ==, "the board has 4 forts (one per region) but the variant has 1 "
                                   "weapon type; each fort hands out its own type");
  d = find_code (diags, "deck-size");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->message, ==,
                   "deck “Quests of Calder and Elmswick” has 1 common quest; the rulebook gives "
                   "each region 12; if the variant means 1, say so under “Deck sizes” on the "
                   "Rules page");
  d = find_code (diags, "setup-secret-slots");
  g_assert_nonnull (d);
  g_assert_true (g_str_has_suffix (d->message, " but the setup has 1 secret place for them"));
  /* Characters are named as the Characters page names them. */
  track = g_strdup_printf ("the weapon track of “%s” has 4 steps but there is 1 weapon type",
                           wm_variant_display_name (v, &ch->name, ch->id));
  d = find_code (diags, "character-weapons");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->message, ==, track);
}

/* The personal-quest deck holds one quest per character (the rulebook's
 * "4 personal quests (1 per player)"), so a character added with its quest
 * adds no deck-size warning, and one without says how many there are. */
static void
test_personal_quests_size (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmDeck *deck = wm_variant_find_deck (v, "personal-quests");
  g_autoptr (WmDiagnostics) added = NULL;
  g_autoptr (WmDiagnostics) each = NULL;
  g_autoptr (WmDiagnostics) fewer = NULL;
  const WmDiagnostic *d;

  g_ptr_array_add (v->characters, wm_character_new ("blue"));
  added = wm_validate (v);
  d = find_code (added, "deck-size");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->where, ==, "deck personal-quests");
  g_assert_cmpstr (d->message, ==,
                   "deck “Personal Quests” has 4 personal quests; the rulebook gives each "
                   "character one, and the variant has 5 characters");

  g_ptr_array_add (deck->cards, wm_card_new ("S05"));
  each = wm_validate (v);
  g_assert_null (find_code (each, "deck-size"));

  g_ptr_array_set_size (deck->cards, 1);
  fewer = wm_validate (v);
  d = find_code (fewer, "deck-size");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->message, ==,
                   "deck “Personal Quests” has 1 personal quest; the rulebook gives each "
                   "character one, and the variant has 5 characters");
}

/* A variant that grows a deck on purpose states its size under Rules,
 * "Deck sizes": the deck-size warning then measures against that, says
 * where to change it, and goes when the deck has it. One region's deck
 * may differ from the others'. */
static void
test_deck_size_stated (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmDeck *events = wm_variant_find_deck (v, "events");
  WmDeck *quests = wm_variant_find_deck (v, "quests-r1");
  g_autoptr (WmDiagnostics) grown = NULL;
  g_autoptr (WmDiagnostics) stated = NULL;
  g_autoptr (WmDiagnostics) short_of = NULL;
  const WmDiagnostic *d;

  g_ptr_array_add (events->cards, wm_card_new ("E21"));
  g_ptr_array_add (quests->cards, wm_card_new ("A49"));
  grown = wm_validate (v);
  d = find_code (grown, "deck-size");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->message, ==,
                   "deck “Quests of Calder and Elmswick” has 13 common quests; the rulebook "
                   "gives each region 12; if the variant means 13, say so under “Deck sizes” "
                   "on the Rules page");

  events->size = 21;
  quests->size = 13;
  stated = wm_validate (v);
  g_assert_null (find_code (stated, "deck-size"));

  events->size = 22;
  short_of = wm_validate (v);
  d = find_code (short_of, "deck-size");
  g_assert_nonnull (d);
  g_assert_cmpstr (d->where, ==, "deck events");
  g_assert_cmpint (d->line, ==, events->line);
  g_assert_cmpstr (d->message, ==,
                   "deck “Events” has 21 cards; the variant means it to have 22; change the "
                   "deck, or its size under “Deck sizes” on the Rules page");
}

/* Two ports at one point, the second written by hand: told at the second,
 * naming both as board assembly does and the first's line. */
static void
test_port_point_taken_words (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmSide *side = side_of (v, "r1", 0);
  const WmPort *first = g_ptr_array_index (side->ports, 0);
  WmPort *twin = g_new0 (WmPort, 1);
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autofree char *first_line = NULL;
  const WmDiagnostic *d;

  g_assert_cmpint (first->edge, ==, WM_EDGE_N);
  g_assert_cmpfloat (first->at, ==, 3);
  *twin = (WmPort){ .edge = WM_EDGE_N, .at = 3, .type = g_strdup ("road"),
                    .space = g_strdup ("s4"), .dir = WM_DIR_N, .line = 4250 };
  g_ptr_array_add (side->ports, twin);
  diags = wm_validate (v);
  d = wm_test_only_code (diags, "side-port-point-taken");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_ERROR);
  g_assert_cmpint (d->line, ==, 4250);
  g_assert_cmpstr (d->where, ==, "region r1 / side A");
  first_line = g_strdup_printf ("(line %d)", first->line);
  g_assert_nonnull (strstr (d->message, "the “Road” port of region “The Riverlands” (r1) on the north edge at 3 is "));
  g_assert_nonnull (strstr (d->message, "the “Trail” port of region “The Riverlands” (r1) on the north edge at 3 "));
  g_assert_nonnull (strstr (d->message, first_line));
}

/* Two cards of one name: the warning names both cards, their decks, the
 * earlier one's line and the language, at the later card; a name shared
 * only across languages is no clash. */
static void
test_card_name_duplicate_words (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  const WmCard *first = card_of (v, "E07");
  WmCard *card = card_of (v, "E08");
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autofree char *first_line = NULL;
  const WmDiagnostic *d;

  wm_text_set (&card->name, "de", "Harvest Fair");
  diags = wm_validate (v);
  g_assert_false (wm_diagnostics_has_code (diags, "card-name-duplicate"));
  g_clear_pointer (&diags, wm_diagnostics_free);
  wm_text_set (&card->name, "it", "Fiera del raccolto");
  diags = wm_validate (v);
  d = wm_test_only_code (diags, "card-name-duplicate");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpstr (d->where, ==, "deck events / card E08");
  first_line = g_strdup_printf ("cards “E07” (deck “Events”, line %d) and “E08” (deck “Events”) "
                                "are both named “Fiera del raccolto” in Italian",
                                first->line);
  g_assert_nonnull (strstr (d->message, first_line));
  g_clear_pointer (&diags, wm_diagnostics_free);
  /* The spaces round a name neither hide the clash nor show in the quote. */
  wm_text_set (&card->name, "it", "  fiera DEL raccolto ");
  diags = wm_validate (v);
  d = wm_test_only_code (diags, "card-name-duplicate");
  g_assert_nonnull (strstr (d->message, "both named “fiera DEL raccolto” in Italian"));
}

/* Two characters' own movement decks may share names (no player holds
 * both: a new character starts with a copy of one); a common card named
 * as one of them is a clash, as is a name twice in one character's deck. */
static void
test_card_name_personal_decks (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  const char *name = wm_text_get_exact (&card_of (v, "R11")->name, "en");
  g_autoptr (WmDiagnostics) diags = NULL;
  const WmDiagnostic *d;

  wm_text_set (&card_of (v, "Y11")->name, "en", name);
  diags = wm_validate (v);
  g_assert_false (wm_diagnostics_has_code (diags, "card-name-duplicate"));
  g_clear_pointer (&diags, wm_diagnostics_free);

  wm_text_set (&card_of (v, "C01")->name, "en", name);
  diags = wm_validate (v);
  d = wm_test_only_code (diags, "card-name-duplicate");
  g_assert_cmpstr (d->where, ==, "deck common-movement / card C01");
  g_assert_nonnull (strstr (d->message, "“R11”"));
  g_clear_pointer (&diags, wm_diagnostics_free);

  wm_text_set (&card_of (v, "C01")->name, "en", "Dawn Ferry");
  wm_text_set (&card_of (v, "R12")->name, "en", name);
  diags = wm_validate (v);
  d = wm_test_only_code (diags, "card-name-duplicate");
  g_assert_cmpstr (d->where, ==, "deck move-red / card R12");
}

typedef struct
{
  const char *deck;
  WmDeckKind kind;
  const char *message;
} UnplayedCase;

static const UnplayedCase unplayed_cases[] = {
  { "side-quests", WM_DECK_SIDE_QUEST,
    "deck “more” is never played: games draw side quests from one deck, the first, "
    "“Side Quests”; move its cards there or remove it" },
  { "events", WM_DECK_EVENT,
    "deck “more” is never played: games draw events from one deck, the first, “Events”; move "
    "its cards there or remove it" },
  { "common-movement", WM_DECK_COMMON_MOVEMENT,
    "deck “more” is never played: games draw common movement cards from one deck, the first, "
    "“Common Movement Cards”; move its cards there or remove it" },
};

/* A second side-quest, event or common-movement deck is never dealt (a game
 * draws each from one pile, the first deck of the kind): a warning at the
 * second deck names it and the deck played, and the engine's choice is the
 * one the message names. */
static void
test_unplayed_one_pile (gconstpointer data)
{
  const UnplayedCase *t = data;
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autofree char *where = NULL;
  guint first;
  const WmDiagnostic *d;

  g_assert_true (g_ptr_array_find (v->decks, wm_variant_find_deck (v, t->deck), &first));
  split_deck (v, t->deck, "more", 1, 4242);
  diags = wm_validate (v);
  dump (diags);
  d = wm_test_only_code (diags, "deck-unplayed");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, 4242);
  g_assert_cmpstr (d->where, ==, "deck more");
  g_assert_cmpstr (d->message, ==, t->message);
  g_assert_true (wm_game_kind_has_one_pile (t->kind));
  g_assert_cmpint (wm_game_dealt_deck (v, t->kind), ==, (int) first);
}

/* A movement deck that no character names is never dealt, whether it says
 * it is for a character who plays with another or for none. */
static void
test_unplayed_movement (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) spare = NULL;
  g_autoptr (WmDiagnostics) nobody = NULL;
  WmDeck *deck = split_deck (v, "move-red", "move-red-2", 1, 4343);
  const WmDiagnostic *d;

  g_assert_false (wm_game_kind_has_one_pile (WM_DECK_MOVEMENT));
  spare = wm_validate (v);
  d = wm_test_only_code (spare, "deck-unplayed");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, 4343);
  g_assert_cmpstr (d->where, ==, "deck move-red-2");
  g_assert_cmpstr (d->message, ==,
                   "movement deck “move-red-2” is never played: character “Mirela Thorne” plays with "
                   "“Mirela’s Movement Cards”");

  g_clear_pointer (&deck->character, g_free);
  nobody = wm_validate (v);
  d = wm_test_only_code (nobody, "deck-unplayed");
  g_assert_cmpstr (d->message, ==,
                   "movement deck “move-red-2” is never played: no character plays with it");

  /* Named by its character, it is played, and the other one is not. */
  g_free (wm_variant_find_character (v, "red")->movement_deck);
  wm_variant_find_character (v, "red")->movement_deck = g_strdup ("move-red-2");
  deck->character = g_strdup ("red");
  g_clear_pointer (&nobody, wm_diagnostics_free);
  nobody = wm_validate (v);
  d = wm_test_only_code (nobody, "deck-unplayed");
  g_assert_cmpstr (d->where, ==, "deck move-red");
}

/* A reward is checked against the deck games draw from: side quests only
 * in a second deck leave the first one empty, and rewards of a side quest
 * draw from that. */
static void
test_reward_from_dealt_deck (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  WmDeck *first = wm_variant_find_deck (v, "side-quests");

  split_deck (v, "side-quests", "more", first->cards->len, 4444);
  diags = wm_validate (v);
  g_assert_nonnull (find_code (diags, "deck-empty"));
  g_assert_nonnull (find_code (diags, "card-reward-deck"));
  g_assert_cmpint (wm_test_only_code (diags, "deck-unplayed")->line, ==, 4444);
}

/* Grows deck @id to @n cards with new ones ("X0001" …). */
static WmDeck *
grow_deck (WmVariant *v, const char *id, guint n)
{
  WmDeck *deck = wm_variant_find_deck (v, id);

  for (guint i = deck->cards->len; i < n; i++)
    {
      g_autofree char *card = g_strdup_printf ("X%04u", i);
      g_ptr_array_add (deck->cards, wm_card_new (card));
    }
  return deck;
}

/* The game @v deals with four players, its first state in @s. */
static void
start_game (WmVariant *v, WmGameState *s)
{
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;

  wm_game_setup_init (&setup, v, 4);
  setup.seed = 5;
  game = wm_game_new (v, &setup, &error);
  g_assert_no_error (error);
  wm_game_start (game, s);
}

/* A deck larger than the pile a game fills from it loses its last cards:
 * a warning at the deck that says how many, as the engine deals them. */
static void
test_pile_capacity (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) one = NULL;
  g_autoptr (WmDiagnostics) two = NULL;
  WmDeck *events = grow_deck (v, "events", 65);
  WmGameState s;
  const WmDiagnostic *d;

  one = wm_validate (v);
  d = wm_test_only_code (one, "deck-too-large");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, events->line);
  g_assert_cmpstr (d->where, ==, "deck events");
  g_assert_cmpstr (d->message, ==,
                   "deck “Events” has 65 cards, but games deal at most 64 from one deck; the "
                   "last card in the file is never played");
  start_game (v, &s);
  g_assert_cmpint (s.events.n, ==, wm_game_pile_capacity (WM_DECK_EVENT));

  g_ptr_array_set_size (events->cards, 64);
  grow_deck (v, "quests-r2", 34);
  two = wm_validate (v);
  d = wm_test_only_code (two, "deck-too-large");
  g_assert_cmpstr (d->where, ==, "deck quests-r2");
  g_assert_cmpstr (d->message, ==,
                   "deck “Quests of Marrowgate and Fennick” has 34 cards, but games deal at most 32 from one deck; the "
                   "last 2 in the file are never played");
}

/* More cards than the engine numbers: it refuses to set up a game, and the
 * validator says so first. Personal quests fill no pile and have no limit
 * of their own. */
static void
test_card_count (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WmGame) game = NULL;
  WmGameSetup setup;
  WmDeck *deck = wm_variant_find_deck (v, "personal-quests");
  guint total = 0;
  const WmDiagnostic *d;

  for (guint i = 0; i < v->decks->len; i++)
    total += ((WmDeck *) g_ptr_array_index (v->decks, i))->cards->len;
  grow_deck (v, "personal-quests", deck->cards->len + 256 - total);
  diags = wm_validate (v);
  d = wm_test_only_code (diags, "deck-too-large");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_ERROR);
  g_assert_cmpint (d->line, ==, v->line);
  g_assert_cmpstr (d->message, ==, "the variant has 256 cards; the rules engine handles at most 255");
  g_assert_cmpint (wm_game_pile_capacity (WM_DECK_PERSONAL_QUEST), ==, 0);
  wm_game_setup_init (&setup, v, 4);
  game = wm_game_new (v, &setup, &error);
  g_assert_null (game);
  g_assert_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP);
  g_assert_cmpstr (error->message, ==, d->message);
}

/* A personal quest that no character names is never dealt: a warning at
 * the card names it, and the character it is written for when that one
 * draws another. */
static void
test_unplayed_personal_quest (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) nobody = NULL;
  g_autoptr (WmDiagnostics) written_for = NULL;
  g_autoptr (WmDiagnostics) drawn = NULL;
  WmCard *card = wm_card_new ("S05");
  WmCharacter *red = wm_variant_find_character (v, "red");
  const WmDiagnostic *d;

  card->line = 4747;
  g_ptr_array_add (wm_variant_find_deck (v, "personal-quests")->cards, card);
  nobody = wm_validate (v);
  d = wm_test_only_code (nobody, "card-unplayed");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, 4747);
  g_assert_cmpstr (d->where, ==, "deck personal-quests / card S05");
  g_assert_cmpstr (d->message, ==, "personal quest “S05” is never dealt: no character draws it");

  card->character = g_strdup ("red");
  written_for = wm_validate (v);
  g_assert_cmpstr (wm_test_only_code (written_for, "card-unplayed")->message, ==,
                   "personal quest “S05” is never dealt: no character draws it, and “Mirela Thorne”, whom "
                   "it is written for, draws “S01”");

  /* Red draws it now, and S01 is the one left out. */
  g_free (red->personal_quest);
  red->personal_quest = g_strdup ("S05");
  drawn = wm_validate (v);
  g_assert_cmpstr (wm_test_only_code (drawn, "card-unplayed")->where, ==,
                   "deck personal-quests / card S01");
}

/* Every effect the format allows is played; one more is an error at the
 * first effect left over, in the words the rules engine refuses with. */
static void
test_effect_count (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) full = NULL;
  g_autoptr (WmDiagnostics) over = NULL;
  WmCard *event = first_card (v, "events");
  WmCharacter *red = wm_variant_find_character (v, "red");
  const WmDiagnostic *d;

  add_quiet_effects (event->effects, WM_SCOPE_DAY, WM_MAX_EFFECTS - event->effects->len, 4800);
  add_quiet_effects (red->effects, WM_SCOPE_ALWAYS, WM_MAX_EFFECTS - red->effects->len, 4900);
  full = wm_validate (v);
  dump (full);
  g_assert_null (find_code (full, "effect-count"));

  add_quiet_effects (event->effects, WM_SCOPE_DAY, 2, 4850);
  add_quiet_effects (red->effects, WM_SCOPE_ALWAYS, 1, 4950);
  over = wm_validate (v);
  g_assert_cmpuint (wm_diagnostics_count (over), ==, 2);
  d = wm_diagnostics_get (over, 0);
  g_assert_cmpstr (d->code, ==, "effect-count");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_ERROR);
  g_assert_cmpint (d->line, ==, 4850);
  g_assert_cmpstr (d->where, ==, "deck events / card E01");
  g_assert_cmpstr (d->message, ==,
                   "event “E01” has 10 effects, but games apply at most 8 of one event; split it "
                   "into two events or remove some");
  d = wm_diagnostics_get (over, 1);
  g_assert_cmpstr (d->code, ==, "effect-count");
  g_assert_cmpint (d->line, ==, 4950);
  g_assert_cmpstr (d->where, ==, "character red");
  g_assert_cmpstr (d->message, ==,
                   "the ability of character “red” has 9 effects, but games apply at most 8 of "
                   "one ability; remove some");
}

typedef struct
{
  const char *deck;
  const char *keyword;  /* the kind's word in the file */
  gboolean whole_deck;  /* the deck removed (deck-missing), else one card (deck-size) */
  const char *message;
} KindCase;

static const KindCase kind_cases[] = {
  { "quests-r1", "common-quest", FALSE,
    "deck “Quests of Calder and Elmswick” has 11 common quests; the rulebook gives each "
    "region 12; if the variant means 11, say so under “Deck sizes” on the Rules page" },
  { "side-quests", "side-quest", FALSE,
    "deck “Side Quests” has 23 side quests; the rulebook has 24; if the variant means 23, "
    "say so under “Deck sizes” on the Rules page" },
  { "move-red", "movement", FALSE,
    "deck “Mirela’s Movement Cards” has 11 movement cards; the rulebook gives each "
    "character 12; if the variant means 11, say so under “Deck sizes” on the Rules page" },
  { "common-movement", "common-movement", FALSE,
    "deck “Common Movement Cards” has 35 common movement cards; the rulebook has 36; if the "
    "variant means 35, say so under “Deck sizes” on the Rules page" },
  { "events", "event", FALSE,
    "deck “Events” has 19 events; the rulebook has 20; if the variant means 19, say so under "
    "“Deck sizes” on the Rules page" },
  { "side-quests", "side-quest", TRUE, "the variant has no deck of side quests" },
  { "personal-quests", "personal-quest", TRUE, "the variant has no deck of personal quests" },
  { "common-movement", "common-movement", TRUE,
    "the variant has no deck of common movement cards" },
};

/* The warning about @t's deck, one card short or gone, from its part. */
static char *
kind_message (const KindCase *t)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmDeck *deck = wm_variant_find_deck (v, t->deck);
  g_autofree char *part = g_strconcat ("deck:", t->deck, NULL);

  if (t->whole_deck)
    g_ptr_array_remove (v->decks, deck);
  else
    g_ptr_array_remove_index (deck->cards, 0);
  wm_validate_part (v, t->whole_deck ? "decks" : part, diags);
  return g_strdup (wm_test_only_code (diags, t->whole_deck ? "deck-missing" : "deck-size")->message);
}

/* The deck-size and deck-missing messages say each kind in a sentence of
 * its own in the rulebook's words ("a event deck" was the kind's keyword
 * put into one), and German and Italian translate each without the
 * keyword. */
static void
test_kind_sentences (void)
{
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  static const char *const languages[][2] = { { "de", "de_DE.UTF-8" }, { "it", "it_IT.UTF-8" } };
  guint translated = 0;

  for (guint k = 0; k < G_N_ELEMENTS (kind_cases); k++)
    {
      g_autofree char *message = kind_message (&kind_cases[k]);
      g_assert_cmpstr (message, ==, kind_cases[k].message);
    }
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      if (!wm_test_use_language (languages[l][0], languages[l][1],
                                 "the variant has no deck of side quests"))
        continue;
      translated++;
      for (guint k = 0; k < G_N_ELEMENTS (kind_cases); k++)
        {
          g_autofree char *message = kind_message (&kind_cases[k]);
          /* Words as the file writes keywords, hyphens kept ("eventi" is no "event"). */
          g_auto (GStrv) words = g_strsplit_set (message, " ;,:", -1);
          g_test_message ("%s: %s", languages[l][0], message);
          g_assert_cmpstr (message, !=, kind_cases[k].message);
          g_assert_false (g_strv_contains ((const char *const *) words, kind_cases[k].keyword));
        }
    }
  if (translated < G_N_ELEMENTS (languages))
    g_test_incomplete ("a language's locale or catalogue is missing");
}

/* A weapon type @id added to @v at @line, after the ones it has. */
static WmWeaponType *
add_weapon_type (WmVariant *v, const char *id, int line)
{
  WmWeaponType *type = g_new0 (WmWeaponType, 1);

  type->id = g_strdup (id);
  type->color = g_strdup ("#808080");
  wm_text_init (&type->name);
  wm_text_set (&type->name, "en", id);
  type->line = line;
  g_ptr_array_add (v->weapon_types, type);
  return type;
}

/* The state's weapon type at the fort of region @region_id (WM_GAME_NONE
 * for an empty fort). */
static int
fort_weapon_in_game (WmVariant *v, const char *region_id)
{
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;
  WmGameState s;
  const WmMap *map;
  int region = -1;

  for (guint r = 0; r < v->regions->len; r++)
    if (g_strcmp0 (((WmRegion *) g_ptr_array_index (v->regions, r))->id, region_id) == 0)
      region = (int) r;
  wm_game_setup_init (&setup, v, 4);
  setup.seed = 5;
  game = wm_game_new (v, &setup, &error);
  g_assert_no_error (error);
  wm_game_start (game, &s);
  map = wm_game_map (game);
  for (int sp = 0; sp < map->n_spaces; sp++)
    if (map->spaces[sp].place == WM_PLACE_FORT && wm_map_space_region (map, sp) == region)
      return s.place_kind[sp];
  g_assert_not_reached ();
}

/* The engine holds WM_GAME_MAX_WEAPON_TYPES weapon types; a ninth is an
 * error at its line, and a fort handing it out, which stays empty in
 * games, one at the fort's region. The eighth is still handed out. */
static void
test_weapon_type_limit (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmDiagnostics) eight = NULL;
  const WmDiagnostic *d;
  guint n = 0;

  g_assert_cmpint (WM_GAME_MAX_WEAPON_TYPES, ==, 8);
  for (int t = (int) v->weapon_types->len; t < 8; t++)
    {
      g_autofree char *id = g_strdup_printf ("extra%d", t + 1);
      add_weapon_type (v, id, 9000 + t);
    }
  set_fort_weapon (v, "r4", "extra8");
  eight = wm_validate (v);
  g_assert_null (find_code (eight, "weapon-types-too-many"));
  g_assert_cmpint (fort_weapon_in_game (v, "r4"), ==, 7);

  add_weapon_type (v, "club", 9100);
  set_fort_weapon (v, "r4", "club");
  diags = wm_validate (v);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, "weapon-types-too-many") != 0)
        continue;
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_ERROR);
      n++;
      if (strcmp (d->where, "pieces") == 0)
        {
          g_assert_cmpint (d->line, ==, 9100);
          g_assert_cmpstr (d->where, ==, "pieces");
          g_assert_cmpstr (d->message, ==,
                           "the variant has 9 weapon types; the rules engine handles at most 8, "
                           "so nobody can collect “club”");
        }
      else
        {
          g_assert_cmpint (d->line, ==, wm_variant_find_region (v, "r4")->line);
          g_assert_cmpstr (d->where, ==, "region r4");
          g_assert_cmpstr (d->message, ==,
                           "the fort of region “The Sunward Downs” (r4) hands out “club”, which "
                           "comes after the "
                           "first 8 weapon types the rules engine handles; the fort stays empty "
                           "in games");
        }
    }
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (fort_weapon_in_game (v, "r4"), ==, WM_GAME_NONE);
}

/* Empty and blank names of cards and decks are warnings, one per text at
 * its line; a movement card has no name and none is needed. */
static void
test_blank_names (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmDeck *deck = wm_variant_find_deck (v, "quests-r1");
  WmCard *card = g_ptr_array_index (deck->cards, 0);
  WmTextEntry *card_en = g_ptr_array_index (card->name.entries, 0);
  WmTextEntry *deck_de = g_ptr_array_index (deck->name.entries, 1);
  g_autofree char *card_where = g_strdup_printf ("deck quests-r1 / card %s", card->id);
  guint found = 0;

  g_free (card_en->text);
  card_en->text = g_strdup ("");
  g_free (deck_de->text);
  deck_de->text = g_strdup (" \t\n ");
  wm_validate_part (v, "deck:quests-r1", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, "blank-name") != 0)
        continue;
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      if (d->line == card_en->line)
        g_assert_cmpstr (d->where, ==, card_where);
      else
        {
          g_assert_cmpint (d->line, ==, deck_de->line);
          g_assert_cmpstr (d->where, ==, "deck quests-r1");
          g_assert_cmpstr (d->message, ==, "deck “quests-r1” has a blank name in German");
        }
      found++;
    }
  g_assert_cmpuint (found, ==, 2);
}

static void
test_incremental_merge (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmValidation) validation = wm_validation_new (v, "base");
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  WmSpace *s22 = space_of (v, "r1", 0, "s22");
  double y = s22->y;
  WmCard *card = first_card (v, "move-red");
  WmDiagnostics *merged;
  g_autoptr (WmDiagnostics) full = NULL;

  merged = wm_validation_collect (validation);
  g_assert_cmpuint (wm_diagnostics_count (merged), ==, 0);
  wm_diagnostics_free (merged);

  /* a region edit: only the region's parts are re-run, the merge equals a full run */
  m_fort (v, lines);
  wm_validation_update_region (validation, "r1");
  merged = wm_validation_collect (validation);
  full = wm_validate (v);
  g_assert_cmpuint (wm_diagnostics_count (merged), ==, wm_diagnostics_count (full));
  g_assert_true (wm_diagnostics_has_code (merged, "arrangement-fort"));
  for (guint i = 0; i < wm_diagnostics_count (full); i++)
    {
      g_assert_cmpstr (wm_diagnostics_get (merged, i)->code, ==, wm_diagnostics_get (full, i)->code);
      g_assert_cmpint (wm_diagnostics_get (merged, i)->line, ==, wm_diagnostics_get (full, i)->line);
    }
  wm_diagnostics_free (merged);

  /* a deck edit keeps the region's diagnostics and adds the deck's */
  card->steps = 3;
  wm_validation_update_deck (validation, "move-red");
  merged = wm_validation_collect (validation);
  g_assert_true (wm_diagnostics_has_code (merged, "arrangement-fort"));
  g_assert_true (wm_diagnostics_has_code (merged, "card-steps"));
  wm_diagnostics_free (merged);

  /* undoing both clears them */
  s22->y = y;
  card->steps = 1;
  wm_validation_update_region (validation, "r1");
  wm_validation_update_deck (validation, "move-red");
  merged = wm_validation_collect (validation);
  g_assert_cmpuint (wm_diagnostics_count (merged), ==, 0);
  wm_diagnostics_free (merged);
}

static void
test_parts (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_auto (GStrv) parts = wm_validate_list_parts (v);
  g_auto (GStrv) region = wm_validate_parts_for_region ("r2");
  g_auto (GStrv) deck = wm_validate_parts_for_deck ("events");
  g_autoptr (WmDiagnostics) none = wm_diagnostics_new (NULL);

  /* structure, 4 regions, setup, arrangements, 12 decks, decks, quests */
  g_assert_cmpuint (g_strv_length (parts), ==, 1 + 4 + 2 + 12 + 2);
  g_assert_true (g_strv_contains ((const char *const *) region, "region:r2"));
  g_assert_true (g_strv_contains ((const char *const *) region, "arrangements"));
  g_assert_false (g_strv_contains ((const char *const *) deck, "arrangements"));
  g_assert_true (g_strv_contains ((const char *const *) deck, "deck:events"));
  wm_validate_part (v, "region:gone", none);
  wm_validate_part (v, "no-such-part", none);
  g_assert_cmpuint (wm_diagnostics_count (none), ==, 0);
}

/* A variant made in code with holes in it is judged, never crashed on. */
static void
test_empty_and_broken (void)
{
  g_autoptr (WmVariant) empty = wm_variant_new ();
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) a = wm_validate (empty);
  g_autoptr (WmDiagnostics) b = NULL;
  WmSide *side = side_of (v, "r3", 0);
  WmPath *path = g_ptr_array_index (side->paths, 0);

  g_assert_cmpuint (wm_diagnostics_count_errors (a), >, 0);
  g_free (path->a);
  path->a = g_strdup ("ghost");
  b = wm_validate (v);
  g_assert_true (wm_diagnostics_has_code (b, "ref-unknown"));
  for (guint i = 0; i < wm_diagnostics_count (b); i++)
    if (g_strcmp0 (wm_diagnostics_get (b, i)->code, "ref-unknown") == 0)
      g_assert_cmpstr (wm_diagnostics_get (b, i)->message, ==,
                       "there is no space “ghost” on this side");
}

/* 3 × 2 regions: 720 × 4096 arrangements a side, so a sample is checked. */
static void
test_sampled (void)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autofree char *text = g_strndup (g_bytes_get_data (base, NULL), g_bytes_get_size (base));
  const char *r1 = strstr (text, "<region id=\"r1\"");
  const char *r3 = strstr (text, "<region id=\"r3\"");
  const char *board = strstr (text, "<board ");
  const char *board_end = strstr (text, "</board>") + strlen ("</board>");
  g_autofree char *pair = g_strndup (r1, r3 - r1);
  g_autoptr (GString) out = g_string_new_len (text, board - text);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("wide");
  g_autoptr (WmVariant) v = NULL;
  g_autoptr (WmDiagnostics) found = wm_diagnostics_new (NULL);
  g_autoptr (GBytes) bytes = NULL;

  {
    g_autoptr (GString) twin = g_string_new (pair);
    g_string_replace (twin, "<region id=\"r1\"", "<region id=\"r5\"", 1);
    g_string_replace (twin, "<region id=\"r2\"", "<region id=\"r6\"", 1);
    g_string_append (out, twin->str);
  }
  g_string_append (out, "<board cols=\"3\" rows=\"2\" order=\"random\" rotation=\"random\"/>");
  g_string_append (out, board_end);
  bytes = g_bytes_new (out->str, out->len);
  v = wm_variant_load_bytes (bytes, "wide", diags);
  dump (diags);
  g_assert_nonnull (v);
  g_assert_cmpuint (v->regions->len, ==, 6);
  wm_validate_part (v, "arrangements", found);
  dump (found);
  g_assert_true (wm_diagnostics_has_code (found, "arrangement-sampled"));
  for (guint i = 0; i < wm_diagnostics_count (found); i++)
    g_assert_true (g_str_has_prefix (wm_diagnostics_get (found, i)->code, "arrangement-"));
}

/* Boards of more than 12 cells, made of copies of the base game's four
 * region tiles. wm_arrangement_countable() decides, and the validator
 * agrees: a count that fits 64 bits gets an even sample over every
 * arrangement, one that does not gets seeded random arrangements. */
typedef struct
{
  int cols, rows;
  const char *order, *rotation;
  guint64 total; /* G_MAXUINT64: too many to count */
  const char *warning;
} LargeBoard;

static const LargeBoard large_boards[] = {
  /* 16!: 16 cells still count when the rotations are fixed */
  { 4, 4, "random", "fixed", 20922789888000u,
    "side A allows 20922789888000 arrangements; an even sample of 131072 was checked" },
  /* 20!, the largest order that counts */
  { 5, 4, "random", "fixed", 2432902008176640000u,
    "side B allows 2432902008176640000 arrangements; an even sample of 131072 was checked" },
  /* 4^16: and when the order is fixed */
  { 4, 4, "fixed", "random", 4294967296u,
    "side A allows 4294967296 arrangements; an even sample of 131072 was checked" },
  /* 21! does not fit 64 bits */
  { 7, 3, "random", "fixed", G_MAXUINT64,
    "side A allows more arrangements than can be counted; 131072 random ones were checked" },
  /* nor 14! × 4^14: with both random, 13 cells is the most that counts */
  { 7, 2, "random", "random", G_MAXUINT64,
    "side B allows more arrangements than can be counted; 131072 random ones were checked" },
};

/* The base game with its board replaced by @cols × @rows cells and as many
 * regions, copies of r1…r4 renamed r5, r6, … */
static WmVariant *
load_large_board (const LargeBoard *b)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autofree char *text = g_strndup (g_bytes_get_data (base, NULL), g_bytes_get_size (base));
  const char *board = strstr (text, "<board ");
  const char *board_end = strstr (text, "</board>") + strlen ("</board>");
  const char *r5 = strstr (text, "<region id=\"r5\"");
  g_autoptr (GString) out = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("large");
  g_autoptr (GBytes) bytes = NULL;
  WmVariant *v;

  g_assert_null (r5);
  out = g_string_new_len (text, board - text);
  for (int r = 5; r <= b->cols * b->rows; r++)
    {
      g_autofree char *from = g_strdup_printf ("<region id=\"r%d\"", (r - 1) % 4 + 1);
      g_autofree char *next = g_strdup_printf ("<region id=\"r%d\"", (r - 1) % 4 + 2);
      g_autofree char *to = g_strdup_printf ("<region id=\"r%d\"", r);
      const char *tile = strstr (text, from);
      const char *tile_end = strstr (text, next);
      g_autoptr (GString) copy = g_string_new_len (tile, (tile_end ? tile_end : board) - tile);
      g_string_replace (copy, from, to, 1);
      g_string_append (out, copy->str);
    }
  g_string_append_printf (out, "<board cols=\"%d\" rows=\"%d\" order=\"%s\" rotation=\"%s\"/>",
                          b->cols, b->rows, b->order, b->rotation);
  g_string_append (out, board_end);
  bytes = g_bytes_new (out->str, out->len);
  v = wm_variant_load_bytes (bytes, "large", diags);
  dump (diags);
  g_assert_nonnull (v);
  g_assert_cmpuint (v->regions->len, ==, b->cols * b->rows);
  return v;
}

/* No crash, no overflow; a warning tells which of the two was done. */
static void
test_large_board (gconstpointer data)
{
  const LargeBoard *b = data;
  g_autoptr (WmVariant) v = load_large_board (b);
  g_autoptr (WmDiagnostics) found = wm_diagnostics_new (NULL);
  gboolean warned = FALSE;

  g_assert_cmpuint (wm_arrangement_count (v), ==, b->total);
  g_assert_true (wm_arrangement_countable (v) == (b->total != G_MAXUINT64));
  wm_validate_part (v, "arrangements", found);
  dump (found);
  for (guint i = 0; i < wm_diagnostics_count (found); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (found, i);
      g_assert_true (g_str_has_prefix (d->code, "arrangement-"));
      warned |= g_strcmp0 (d->message, b->warning) == 0;
    }
  g_assert_true (warned);
}

/* A port of @type at @at on @edge of @region's side A, from space s1. */
static WmPort *
add_port (WmVariant *v, const char *region, WmEdge edge, double at, const char *type)
{
  WmPort *port = g_new0 (WmPort, 1);

  port->edge = edge;
  port->at = at;
  port->type = g_strdup (type);
  port->space = g_strdup ("s1");
  port->dir = WM_DIR_N;
  port->line = 9000 + edge;
  g_ptr_array_add (side_of (v, region, 0)->ports, port);
  return port;
}

/* The arrangements part's only arrangement-port-open, asserted alone. */
static const WmDiagnostic *
only_port_open (WmVariant *v, WmDiagnostics *diags)
{
  wm_validate_part (v, "arrangements", diags);
  return wm_test_only_code (diags, "arrangement-port-open");
}

/* A Water port added on r1's south edge at 5.5 of the base game, whose
 * regions are shuffled and turned: the message says which edges lack the
 * port that meets it (at 12 − 5.5 = 6.5, positions being clockwise) and
 * what the whole fix is; the board spec is a detail. Doing what it says
 * leaves no open port. */
static void
test_port_open_every_edge (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (WmDiagnostics) after = wm_diagnostics_new (NULL);
  WmPort *added = add_port (v, "r1", WM_EDGE_S, 5.5, "water");
  const WmDiagnostic *d = only_port_open (v, diags);

  g_assert_cmpint (d->line, ==, added->line);
  g_assert_cmpstr (d->where, ==, "region r1 / side A");
  g_assert_cmpstr (d->message, ==,
                   "the “Water” port of region “The Riverlands” (r1) on the south edge at 5.5 meets no port in "
                   "3072 of 6144 boards of side A: 12 edges that can face it have no port at "
                   "6.5: “The Red Hills” (r2: every edge), “The Misty Fens” (r3: every edge), “The Sunward Downs” (r4: every edge); as the regions are "
                   "shuffled and turned at random, every edge of every region needs a “Water” "
                   "port at 5.5 and one at 6.5 — or remove this port");
  g_assert_true (g_str_has_prefix (d->detail, "first such board: r1:A:"));

  g_ptr_array_remove (side_of (v, "r1", 0)->ports, added);
  for (guint r = 0; r < v->regions->len; r++)
    for (int edge = 0; edge < WM_N_EDGES; edge++)
      {
        const char *id = ((WmRegion *) g_ptr_array_index (v->regions, r))->id;
        add_port (v, id, edge, 5.5, "water");
        add_port (v, id, edge, 6.5, "water");
      }
  wm_validate_part (v, "arrangements", after);
  g_assert_false (wm_diagnostics_has_code (after, "arrangement-port-open"));
}

/* The board as its cells say (order and rotation fixed): r1's south edge
 * faces r3's north edge and nothing else, and the message says so. */
static void
test_port_open_one_edge (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  const WmDiagnostic *d;

  v->board.order = WM_ORDER_FIXED;
  v->board.rotation = WM_ORDER_FIXED;
  add_port (v, "r1", WM_EDGE_S, 5.5, "water");
  d = only_port_open (v, diags);
  g_assert_cmpstr (d->message, ==,
                   "the “Water” port of region “The Riverlands” (r1) on the south edge at 5.5 meets no port in "
                   "1 of 1 board of side A: region “The Misty Fens” (r3) has no port at 6.5 on its north edge to "
                   "meet it — add a “Water” port there, or remove this one");
}

/* Turned but not shuffled: r1 in the top left corner meets r2's and r3's
 * edges, each turned every way, never r4's. */
static void
test_port_open_turned (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  const WmDiagnostic *d;

  v->board.order = WM_ORDER_FIXED;
  add_port (v, "r1", WM_EDGE_S, 5.5, "water");
  d = only_port_open (v, diags);
  g_assert_nonnull (strstr (d->message, ": 8 edges that can face it have no port at 6.5: "
                                        "“The Red Hills” (r2: every edge), “The Misty Fens” (r3: every edge); as the regions are "
                                        "turned at random, each needs a “Water” port there — "
                                        "or remove this port"));
}

/* Two ports open: each its own problem, at its own line. */
static void
test_port_open_each (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  guint n = 0;

  add_port (v, "r1", WM_EDGE_S, 5.5, "water");
  add_port (v, "r1", WM_EDGE_N, 1.5, "trail");
  wm_validate_part (v, "arrangements", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, "arrangement-port-open") != 0)
        continue;
      g_assert_cmpint (d->line, ==, 9000 + (n == 0 ? WM_EDGE_S : WM_EDGE_N));
      n++;
    }
  g_assert_cmpuint (n, ==, 2);
}

/* R13-7: r1's east port at 3 moved to 3.5 on the board as its cells say
 * leaves r2's west port at 9, which it faced, open too: one problem, at
 * the moved port, naming both and where each would meet the other. Moved
 * back, none. */
static void
test_port_missed_fixed (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (WmDiagnostics) after = wm_diagnostics_new (NULL);
  WmPort *port = port_of (side_of (v, "r1", 0), WM_EDGE_E, 3);
  const WmDiagnostic *d;

  v->board.order = WM_ORDER_FIXED;
  v->board.rotation = WM_ORDER_FIXED;
  port->at = 3.5;
  d = only_port_open (v, diags);
  g_assert_cmpint (d->line, ==, port->line);
  g_assert_cmpstr (d->message, ==,
                   "the “Trail” port of region “The Riverlands” (r1) on the east edge at 3.5 and the “Trail” port "
                   "of region “The Red Hills” (r2) on the west edge at 9 face each other but do not meet, as "
                   "positions along an edge are measured clockwise: move the first to 3 or the "
                   "second to 8.5 — in 1 of 1 board of side A");
  port->at = 3;
  wm_validate_part (v, "arrangements", after);
  g_assert_false (wm_diagnostics_has_code (after, "arrangement-port-open"));
}

/* r1's east trail at 3 moved to 3.5 and made a road misses r2's west trail
 * at 9, which misses it: one problem naming both, as the regions are named,
 * and saying their path types differ — not a "meets no port" at each (the
 * pairing took ports of one type only). */
static void
test_port_missed_types_differ (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmPort *port = port_of (side_of (v, "r1", 0), WM_EDGE_E, 3);
  const WmRegion *r1 = wm_variant_find_region (v, "r1"), *r2 = wm_variant_find_region (v, "r2");
  g_autofree char *expected = NULL;
  const WmDiagnostic *d;

  v->board.order = WM_ORDER_FIXED;
  v->board.rotation = WM_ORDER_FIXED;
  port->at = 3.5;
  g_free (port->type);
  port->type = g_strdup ("road");
  d = only_port_open (v, diags);
  g_assert_cmpint (d->line, ==, port->line);
  expected = g_strdup_printf ("the “Road” port of region “%s” (r1) on the east edge at 3.5 and the "
                              "“Trail” port of region “%s” (r2) on the west edge at 9 face each "
                              "other but do not meet, and their path types differ: move the "
                              "first to 3 or the second to 8.5, and give both one path type — in "
                              "1 of 1 board of side A",
                              english (&r1->name), english (&r2->name));
  g_assert_cmpstr (d->message, ==, expected);
}

/* The arrangement checks name a region as the others do ("“Heath” (r1)"):
 * a space cut off, with the town slot it cannot be reached from. */
static void
test_unreachable_named (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  const WmRegion *r1 = wm_variant_find_region (v, "r1");
  g_autofree char *told = NULL;
  const WmDiagnostic *d;

  m_unreachable (v, lines);
  wm_validate_part (v, "arrangements", diags);
  d = wm_test_only_code (diags, "arrangement-unreachable");
  g_test_message ("%s", d->message);
  told = g_strdup_printf ("space s1 of region “%s” (r1) cannot be reached from the town slot ",
                          english (&r1->name));
  g_assert_true (g_str_has_prefix (d->message, told));
}

/* The quests part's problems of @v changed by @mutate. */
static WmDiagnostics *
quest_problems (WmVariant *v, void (*mutate) (WmVariant *, GArray *))
{
  g_autoptr (GArray) lines = g_array_new (FALSE, FALSE, sizeof (int));
  WmDiagnostics *diags = wm_diagnostics_new (NULL);

  mutate (v, lines);
  wm_validate_part (v, "quests", diags);
  return diags;
}

/* A personal quest's visit-own-town task names the town off the map and
 * the character who starts there by their names, not the character's id. */
static void
test_start_town_named (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = quest_problems (v, m_board);
  guint found = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      const char *of = strstr (d->message, ", the start town of “");
      const WmCharacter *ch = NULL;
      g_autofree char *told = NULL;
      if (g_strcmp0 (d->code, "card-task-unsatisfiable") != 0 || of == NULL)
        continue;
      g_test_message ("%s", d->message);
      for (guint c = 0; c < v->characters->len && ch == NULL; c++)
        {
          const WmCharacter *maybe = g_ptr_array_index (v->characters, c);
          g_autofree char *start = g_strdup_printf (", the start town of “%s”, is not on the map",
                                                    english (&maybe->name));
          if (strstr (d->message, start) != NULL)
            ch = maybe;
        }
      g_assert_nonnull (ch);
      told = g_strdup_printf (": “%s” (%s), the start town of",
                              english (&wm_variant_find_town (v, ch->start_town)->name),
                              ch->start_town);
      g_assert_nonnull (strstr (d->message, told));
      found++;
    }
  g_assert_cmpuint (found, >, 0);
}

/* Characters whose start town is no town are told so, each once ("there
 * is no town …"), not also warned of sharing it with an Accept… button
 * (review 22). */
static void
test_start_town_unknown_not_shared (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (GPtrArray) shared = NULL;
  g_autoptr (GPtrArray) unknown = NULL;

  for (guint i = 0; i < v->characters->len; i++)
    {
      WmCharacter *ch = g_ptr_array_index (v->characters, i);
      g_free (ch->start_town);
      ch->start_town = g_strdup ("nowhere");
    }
  shared = wm_test_validate_code (v, "character-start-town", WM_SEVERITY_WARNING);
  g_assert_cmpuint (shared->len, ==, 0);
  unknown = wm_test_validate_code (v, "ref-unknown", WM_SEVERITY_ERROR);
  g_assert_cmpuint (unknown->len, >=, v->characters->len);
}

/* A task this map cannot satisfy names its task as the deck editor does
 * and its card by the card's name ("the task “Visit a secret place” of
 * “The Old Gate” (S3)"), not by the task type's and the card's ids. */
static void
test_task_card_named (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = quest_problems (v, m_task);
  guint found = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_auto (GStrv) where = NULL;
      const WmCard *card;
      g_autofree char *told = NULL;
      if (g_strcmp0 (d->code, "card-task-unsatisfiable") != 0)
        continue;
      g_test_message ("%s", d->message);
      /* "deck side-quests / card S3" */
      where = g_strsplit (d->where, " ", -1);
      g_assert_cmpuint (g_strv_length (where), ==, 5);
      card = wm_variant_find_card (v, where[4], NULL);
      g_assert_nonnull (card);
      g_assert_cmpstr (english (&card->name), !=, card->id);
      told = g_strdup_printf ("the task “Visit a secret place” of “%s” (%s) cannot be done on side ",
                              english (&card->name), card->id);
      g_assert_true (g_str_has_prefix (d->message, told));
      found++;
    }
  g_assert_cmpuint (found, >, 0);
}

/* The same port moved on the shuffled, turned base board faces every edge
 * of the other regions, whose ports at 9 it then misses: still one
 * problem, at it, listing them and where it would meet them. */
static void
test_port_missed_shuffled (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmPort *port = port_of (side_of (v, "r1", 0), WM_EDGE_E, 3);
  const WmDiagnostic *d;

  port->at = 3.5;
  d = only_port_open (v, diags);
  g_assert_cmpint (d->line, ==, port->line);
  g_assert_true (g_str_has_prefix (d->message, "the “Trail” port of region “The Riverlands” (r1) on the east edge at "
                                               "3.5 meets no port in 3072 of 6144 boards"));
  g_assert_true (g_str_has_suffix (d->message,
                                   "; the 12 ports that face it there miss it and meet none "
                                   "either: “The Red Hills” (r2: every edge), “The Misty Fens” (r3: every edge), “The Sunward Downs” (r4: every edge); "
                                   "moved to 3, this port would meet them"));
}

/* The same port, moved and made a road, on the shuffled board: the trails
 * at 9 that face it miss it and are told with it as above, and the
 * message says that their path type is not its own — moving it alone
 * would not join them (review 18). */
static void
test_port_missed_shuffled_types (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmPort *port = port_of (side_of (v, "r1", 0), WM_EDGE_E, 3);
  const WmDiagnostic *d;

  port->at = 3.5;
  g_free (port->type);
  port->type = g_strdup ("road");
  d = only_port_open (v, diags);
  g_test_message ("%s", d->message);
  g_assert_cmpint (d->line, ==, port->line);
  g_assert_true (g_str_has_suffix (d->message,
                                   "; the 12 ports that face it there miss it and meet none "
                                   "either: “The Red Hills” (r2: every edge), “The Misty Fens” (r3: every edge), “The Sunward Downs” (r4: every edge); "
                                   "their path type is “Trail”, not “Road”: moved to 3 and made a "
                                   "“Trail” port, this port would meet them"));

  /* One of them a road too: the others' type is still not its own. */
  g_clear_pointer (&diags, wm_diagnostics_free);
  diags = wm_diagnostics_new (NULL);
  port = port_of (side_of (v, "r2", 0), WM_EDGE_W, 9);
  g_free (port->type);
  port->type = g_strdup ("road");
  d = only_port_open (v, diags);
  g_test_message ("%s", d->message);
  g_assert_true (g_str_has_suffix (d->message, "; 11 of them are not “Road” ports: moved to 3, "
                                               "this port would meet them once all have one "
                                               "path type"));
}

/* setup-secret-slots over both sides: one message whichever is wrong. */
static guint
secret_slot_problems (WmVariant *v, const char **message)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  guint n = 0;

  wm_validate_part (v, "setup", diags);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, "setup-secret-slots") != 0)
        continue;
      g_test_message ("%s", d->message);
      g_free ((char *) *message);
      *message = g_strdup (d->message);
      n++;
    }
  return n;
}

static void
test_secret_slots_sides (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  WmSecretPlace *place = g_ptr_array_index (v->secret_places, 0);
  g_autofree const char *message = NULL;

  /* Side B one more than side A and the setup: side B is the one to change. */
  space_of (v, "r1", 1, "s4")->kind = WM_SPACE_SECRET;
  g_assert_cmpuint (secret_slot_problems (v, &message), ==, 1);
  g_assert_cmpstr (message, ==,
                   "side A has 9 secret slots (“?” spaces) and side B 10; both sides need "
                   "the same number, because the same secret places are dealt onto either "
                   "side — remove 1 on side B, to match the setup's secret places (9), or add "
                   "1 on side A and raise the secret places to 10 on the Rules page");
  /* The setup raised to side B's count: now side A lacks one, said the same way. */
  place->count++;
  g_assert_cmpuint (secret_slot_problems (v, &message), ==, 1);
  g_assert_nonnull (strstr (message, "— add 1 on side A, to match the setup's secret places (10), "
                                    "or remove 1 on side B and lower the secret places to 9"));
  /* Neither count. */
  place->count++;
  g_assert_cmpuint (secret_slot_problems (v, &message), ==, 1);
  g_assert_nonnull (strstr (message, "— give both sides as many as the setup has secret places "
                                     "(11), or change that count on the Rules page"));
  /* Both sides alike but not the setup: one message for both. */
  space_of (v, "r1", 1, "s4")->kind = WM_SPACE_PLAIN;
  g_assert_cmpuint (secret_slot_problems (v, &message), ==, 1);
  g_assert_cmpstr (message, ==, "the regions have 9 secret slots on each side but the setup "
                                "has 11 secret places for them");
}

/* A quest or event with no text in any language prints an empty box; a
 * movement card has none to print. */
static void
test_card_text_missing (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (WmDiagnostics) movement = wm_diagnostics_new (NULL);
  WmDeck *deck = wm_variant_find_deck (v, "events");
  WmCard *card = g_ptr_array_index (deck->cards, 3);

  g_ptr_array_set_size (card->text.entries, 0);
  wm_validate_part (v, "deck:events", diags);
  g_assert_true (wm_diagnostics_has_code (diags, "card-text-missing"));
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, "card-text-missing") != 0)
        continue;
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      g_assert_cmpint (d->line, ==, card->line);
      g_assert_cmpstr (d->message, ==, "card “E04” has no text in any language, so it prints "
                                       "without one");
    }
  wm_validate_part (v, "deck:move-red", movement);
  g_assert_false (wm_diagnostics_has_code (movement, "card-text-missing"));
}

/* A common quest for one of its deck's own towns is a warning at the
 * target that names the card, the deck and the town as the Decks page
 * names them; the towns of other regions are not. */
static void
test_quest_own_region (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) clean = wm_diagnostics_new (NULL);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  WmCard *card = card_of (v, "A01");
  WmTarget *target = g_ptr_array_index (card->targets, 0);
  const WmDiagnostic *d;

  wm_validate_part (v, "quests", clean);
  g_assert_false (wm_diagnostics_has_code (clean, "quest-own-region"));
  g_assert_cmpstr (wm_variant_town_region (v, "calder")->id, ==, "r1");
  g_assert_cmpstr (wm_variant_town_region (v, "harrowdale")->id, !=, "r1");
  g_assert_null (wm_variant_town_region (v, "nowhere"));
  g_free (target->town);
  target->town = g_strdup ("calder");
  wm_validate_part (v, "quests", diags);
  dump (diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "quest-own-region");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, target->line);
  g_assert_cmpstr (d->where, ==, "deck quests-r1 / card A01");
  g_assert_cmpstr (d->message, ==,
                   "card “A01” of “Quests of Calder and Elmswick” targets Calder, one of the "
                   "deck's own towns: a common quest is taken in its deck's region and "
                   "carried to a town of another region");
}

/* ---- the order problems are read in (review 18) ------------------------------------- */

/* Errors before warnings, a reference error before the errors that may
 * follow from it, then by line; equal ones keep their order. */
static void
test_order_sort (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("x.waymark");
  static const char *const want[]
      = { "ref-unknown", "id-duplicate", "arrangement-unreachable", "side-castle-slots",
          "bundled-identity", "deck-size" };

  wm_diagnostics_add (diags, WM_SEVERITY_WARNING, 2, NULL, "bundled-identity", "w");
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 112, NULL, "arrangement-unreachable", "e");
  wm_diagnostics_add (diags, WM_SEVERITY_WARNING, 120, NULL, "deck-size", "w");
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 144, NULL, "ref-unknown", "e");
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 150, NULL, "id-duplicate", "e");
  wm_diagnostics_add (diags, WM_SEVERITY_ERROR, 112, NULL, "side-castle-slots", "e");
  wm_diagnostics_sort (diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, G_N_ELEMENTS (want));
  for (guint i = 0; i < G_N_ELEMENTS (want); i++)
    g_assert_cmpstr (wm_diagnostics_get (diags, i)->code, ==, want[i]);
}

/* A path of the base game to a space that does not exist (review 18,
 * finding 6): "there is no space s77" is the first problem, and the reach
 * of the side it is on, which follows from it, is not judged. */
static void
test_order_cause_first (void)
{
  g_autoptr (WmVariant) v = wm_test_load_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  WmPath *path = path_of (side_of (v, "r1", 0), "s3", "s7");
  gboolean warned = FALSE;

  g_free (path->b);
  path->b = g_strdup ("s77");
  diags = wm_validate (v);
  dump (diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), >, 0);
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, "ref-unknown");
  g_assert_nonnull (strstr (wm_diagnostics_get (diags, 0)->message, "s77"));
  g_assert_false (wm_diagnostics_has_code (diags, "arrangement-unreachable"));
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_assert_true (d->severity == WM_SEVERITY_WARNING || !warned);
      warned |= d->severity == WM_SEVERITY_WARNING;
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/check/base/clean", test_base_clean);
  g_test_add_func ("/check/board/highwaymen-unplaced", test_highwaymen_unplaced);
  g_test_add_func ("/check/layout/overlap", test_layout_overlap);
  g_test_add_func ("/check/layout/port-across", test_layout_port_across);
  g_test_add_func ("/check/layout/path-through", test_layout_path_through);
  g_test_add_func ("/check/layout/path-crossing", test_layout_path_crossing);
  g_test_add_func ("/check/setup/town-name-duplicate", test_town_name_duplicate);
  g_test_add_func ("/check/messages/port-term", test_port_term);
  g_test_add_func ("/check/messages/town-twice-named", test_town_twice_named);
  g_test_add_func ("/check/messages/fort-shared-named", test_fort_shared_named);
  g_test_add_func ("/check/arrangements/fort-tie-each-region", test_fort_tie_each_region);
  g_test_add_func ("/check/side/port-point-taken", test_port_point_taken_words);
  g_test_add_func ("/check/card/name-duplicate", test_card_name_duplicate_words);
  g_test_add_func ("/check/card/name-personal-decks", test_card_name_personal_decks);
  g_test_add_func ("/check/goal/small-board", test_goal_small_board);
  g_test_add_func ("/check/rules/hand-bounds", test_hand_bounds);
  for (guint i = 0; i < G_N_ELEMENTS (goal_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/check/goal/case/%s", goal_cases[i].name);
      g_test_add_data_func (path, &goal_cases[i], test_goal_case);
    }
  g_test_add_func ("/check/arrangements/fast-matches-assembly", test_fast_matches_assembly);
  g_test_add_func ("/check/arrangements/counts", test_counts_and_grouping);
  g_test_add_func ("/check/arrangements/first-board-towns", test_first_board_towns);
  g_test_add_func ("/check/arrangements/port-open/every-edge", test_port_open_every_edge);
  g_test_add_func ("/check/arrangements/port-open/one-edge", test_port_open_one_edge);
  g_test_add_func ("/check/arrangements/port-open/turned", test_port_open_turned);
  g_test_add_func ("/check/arrangements/port-open/each-port", test_port_open_each);
  g_test_add_func ("/check/arrangements/port-open/missed-fixed", test_port_missed_fixed);
  g_test_add_func ("/check/arrangements/port-open/missed-types-differ",
                   test_port_missed_types_differ);
  g_test_add_func ("/check/messages/unreachable-named", test_unreachable_named);
  g_test_add_func ("/check/messages/start-town-named", test_start_town_named);
  g_test_add_func ("/check/messages/start-town-unknown-not-shared",
                   test_start_town_unknown_not_shared);
  g_test_add_func ("/check/messages/task-card-named", test_task_card_named);
  g_test_add_func ("/check/arrangements/port-open/missed-shuffled", test_port_missed_shuffled);
  g_test_add_func ("/check/arrangements/port-open/missed-shuffled-types",
                   test_port_missed_shuffled_types);
  g_test_add_func ("/check/setup/secret-slots-sides", test_secret_slots_sides);
  g_test_add_func ("/check/decks/card-text-missing", test_card_text_missing);
  g_test_add_func ("/check/quests/own-region", test_quest_own_region);
  g_test_add_func ("/check/arrangements/sampled", test_sampled);
  g_test_add_func ("/check/messages/whole-sentences", test_whole_sentences);
  g_test_add_func ("/check/messages/no-keywords", test_no_keywords);
  for (guint i = 0; i < G_N_ELEMENTS (large_boards); i++)
    {
      const LargeBoard *b = &large_boards[i];
      g_autofree char *path
          = g_strdup_printf ("/check/arrangements/large/%dx%d-order-%s-rotation-%s", b->cols,
                             b->rows, b->order, b->rotation);
      g_test_add_data_func (path, b, test_large_board);
    }
  g_test_add_func ("/check/arrangements/dealt-boards", test_checks_dealt_boards);
  g_test_add_func ("/check/arrangements/fort-undecided-names-slots",
                   test_fort_undecided_names_slots);
  g_test_add_func ("/check/lines/new-elements", test_no_line_for_new_elements);
  g_test_add_func ("/check/messages/counted", test_counted_messages);
  g_test_add_func ("/check/decks/personal-quests-size", test_personal_quests_size);
  g_test_add_func ("/check/decks/deck-size-stated", test_deck_size_stated);
  g_test_add_data_func ("/check/decks/unplayed/side-quest", &unplayed_cases[0],
                        test_unplayed_one_pile);
  g_test_add_data_func ("/check/decks/unplayed/event", &unplayed_cases[1], test_unplayed_one_pile);
  g_test_add_data_func ("/check/decks/unplayed/common-movement", &unplayed_cases[2],
                        test_unplayed_one_pile);
  g_test_add_func ("/check/decks/unplayed/movement", test_unplayed_movement);
  g_test_add_func ("/check/decks/reward-from-dealt-deck", test_reward_from_dealt_deck);
  g_test_add_func ("/check/decks/unplayed/personal-quest", test_unplayed_personal_quest);
  g_test_add_func ("/check/decks/kind-sentences", test_kind_sentences);
  g_test_add_func ("/check/effects/count", test_effect_count);
  g_test_add_func ("/check/decks/too-large/pile", test_pile_capacity);
  g_test_add_func ("/check/decks/too-large/variant", test_card_count);
  g_test_add_func ("/check/setup/weapon-type-limit", test_weapon_type_limit);
  g_test_add_func ("/check/names/blank", test_blank_names);
  g_test_add_func ("/check/api/parts", test_parts);
  g_test_add_func ("/check/setup/fort-weapons", test_fort_weapons);
  g_test_add_func ("/check/setup/board-larger-than-game", test_board_larger_than_game);
  g_test_add_func ("/check/setup/region-not-on-board", test_region_not_on_board);
  g_test_add_func ("/check/structure/lang-missing-in-words", test_lang_missing_in_words);
  g_test_add_func ("/check/structure/lang-every-text", test_lang_every_text);
  g_test_add_func ("/check/setup/region-off-board-deck-and-slots",
                   test_region_off_board_deck_and_slots);
  g_test_add_func ("/check/api/incremental", test_incremental_merge);
  g_test_add_func ("/check/api/broken-input", test_empty_and_broken);
  g_test_add_func ("/check/order/sort", test_order_sort);
  g_test_add_func ("/check/order/cause-first", test_order_cause_first);
  for (guint i = 0; i < G_N_ELEMENTS (mutants); i++)
    {
      g_autofree char *path = g_strdup_printf ("/check/mutant/%s", mutants[i].code);
      g_test_add_data_func (path, &mutants[i], test_mutant);
    }
  return g_test_run ();
}
