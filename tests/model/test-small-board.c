/* The small board (resources/variants/small-board.waymark) against the
 * base game it was made from. Nothing regenerates the small board when the
 * base game changes, so this test is what notices: it derives the small
 * board from the loaded base game — the base game without the regions the
 * small board leaves out and what belongs only to them, and with each
 * change made on purpose taken over from the small board once asserted to
 * be the change intended — and the result must equal the small board field
 * by field (wm_variant_equal ()). A failure names the first line that
 * differs, the base game's first, and the elements it lies in
 * ("region r1 › side A"). */

#include "config.h"

#include <string.h>

#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"

/* The base game's regions the small board is made of, left to right. */
static const char *const kept_regions[] = { "r1", "r2" };

static WmVariant *
load (WmTemplate which)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (wm_template_get_file_name (which));
  WmVariant *variant = wm_template_load (which, diags);

  g_assert_nonnull (variant);
  return variant;
}

static gboolean
is_kept_region (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (kept_regions); i++)
    if (g_strcmp0 (id, kept_regions[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The towns printed on side A of @region. */
static GStrv
region_towns (const WmVariant *variant, const char *region)
{
  g_autoptr (GStrvBuilder) towns = g_strv_builder_new ();
  WmSide *side = wm_variant_find_region (variant, region)->sides[0];

  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *space = g_ptr_array_index (side->spaces, i);
      if (space->town != NULL)
        g_strv_builder_add (towns, space->town);
    }
  return g_strv_builder_end (towns);
}

/* Whether @id is printed on a kept region of @variant. */
static gboolean
is_kept_town (const WmVariant *variant, const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (kept_regions); i++)
    {
      g_auto (GStrv) towns = NULL;
      if (wm_variant_find_region (variant, kept_regions[i]) == NULL)
        continue;
      towns = region_towns (variant, kept_regions[i]);
      if (g_strv_contains ((const char *const *)towns, id))
        return TRUE;
    }
  return FALSE;
}

static void
swap_strings (char **a, char **b)
{
  char *t = *a;
  *a = *b;
  *b = t;
}

static void
swap_arrays (GPtrArray **a, GPtrArray **b)
{
  GPtrArray *t = *a;
  *a = *b;
  *b = t;
}

static void
swap_texts (WmText *a, WmText *b)
{
  WmText t = *a;
  *a = *b;
  *b = t;
}

/* Its own identifier, title and description; the authors stay. */
static void
take_info (WmVariant *expected, WmVariant *small)
{
  for (guint i = 0; small->info.languages[i] != NULL; i++)
    {
      const char *lang = small->info.languages[i];
      g_assert_cmpstr (wm_text_get_exact (&small->info.title, lang), !=,
                       wm_text_get_exact (&expected->info.title, lang));
    }
  swap_strings (&expected->id, &small->id);
  swap_texts (&expected->info.title, &small->info.title);
  swap_texts (&expected->info.description, &small->info.description);
}

/* Whether a fort of @variant hands out the weapon type @id. */
static gboolean
is_handed_out (const WmVariant *variant, const char *id)
{
  for (guint i = 0; i < variant->regions->len; i++)
    if (g_strcmp0 (((WmRegion *) g_ptr_array_index (variant->regions, i))->fort_weapon, id) == 0)
      return TRUE;
  return FALSE;
}

/* The kept regions side by side on one row; the others, their towns and
 * their forts' weapon types are gone. */
static void
drop_other_regions (WmVariant *expected, const WmVariant *small)
{
  g_assert_cmpuint (small->regions->len, ==, G_N_ELEMENTS (kept_regions));
  for (guint i = 0; i < G_N_ELEMENTS (kept_regions); i++)
    g_assert_nonnull (wm_variant_find_region (small, kept_regions[i]));
  g_assert_cmpint (small->board.rows, ==, 1);
  g_assert_cmpint (small->board.cols, ==, G_N_ELEMENTS (kept_regions));
  expected->board.rows = 1;
  for (guint i = expected->board.cells->len; i-- > 0;)
    if (!is_kept_region (((WmCell *) g_ptr_array_index (expected->board.cells, i))->region))
      g_ptr_array_remove_index (expected->board.cells, i);
  for (guint i = expected->regions->len; i-- > 0;)
    if (!is_kept_region (((WmRegion *) g_ptr_array_index (expected->regions, i))->id))
      g_ptr_array_remove_index (expected->regions, i);
  for (guint i = expected->towns->len; i-- > 0;)
    if (!is_kept_town (expected, ((WmTown *) g_ptr_array_index (expected->towns, i))->id))
      g_ptr_array_remove_index (expected->towns, i);
  for (guint i = expected->weapon_types->len; i-- > 0;)
    if (!is_handed_out (expected,
                        ((WmWeaponType *) g_ptr_array_index (expected->weapon_types, i))->id))
      g_ptr_array_remove_index (expected->weapon_types, i);
}

/* As many secret places as each side of the small board has "?" spaces. */
static void
take_secret_places (WmVariant *expected, const WmVariant *small)
{
  int total = 0;

  g_assert_cmpuint (small->secret_places->len, ==, expected->secret_places->len);
  for (guint i = 0; i < small->secret_places->len; i++)
    {
      WmSecretPlace *place = g_ptr_array_index (small->secret_places, i);
      WmSecretPlace *from = g_ptr_array_index (expected->secret_places, i);
      g_assert_cmpint (place->count, >, 0);
      g_assert_cmpint (place->count, <=, from->count);
      from->count = place->count;
      total += place->count;
    }
  g_assert_cmpint (total, ==, wm_validate_secret_slots (small, 0));
  g_assert_cmpint (total, ==, wm_validate_secret_slots (small, 1));
}

/* Each kept region's quests lead to the other kept regions' towns, each
 * about as often: targets elsewhere would name towns not on the board. */
static void
take_quest_targets (WmDeck *deck, WmDeck *small_deck, const WmVariant *small)
{
  g_autoptr (GHashTable) uses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint least = G_MAXUINT, most = 0;

  for (guint r = 0; r < G_N_ELEMENTS (kept_regions); r++)
    {
      g_auto (GStrv) towns = NULL;
      if (g_strcmp0 (kept_regions[r], deck->region) == 0)
        continue;
      towns = region_towns (small, kept_regions[r]);
      for (guint t = 0; towns[t] != NULL; t++)
        g_hash_table_insert (uses, g_strdup (towns[t]), GUINT_TO_POINTER (0));
    }
  for (guint c = 0; c < small_deck->cards->len; c++)
    {
      WmCard *card = g_ptr_array_index (small_deck->cards, c);
      for (guint t = 0; t < card->targets->len; t++)
        {
          const char *town = ((WmTarget *) g_ptr_array_index (card->targets, t))->town;
          gpointer count;
          g_assert_true (g_hash_table_lookup_extended (uses, town, NULL, &count));
          g_hash_table_insert (uses, g_strdup (town),
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (count) + 1));
        }
      swap_arrays (&((WmCard *) g_ptr_array_index (deck->cards, c))->targets, &card->targets);
    }
  for (GList *l = g_hash_table_get_values (uses); l != NULL; l = g_list_delete_link (l, l))
    {
      least = MIN (least, GPOINTER_TO_UINT (l->data));
      most = MAX (most, GPOINTER_TO_UINT (l->data));
    }
  g_assert_cmpuint (most - least, <=, 1);
}

static void
assert_text_names_town (const WmCard *card, const WmTown *town, const WmVariant *small)
{
  for (guint i = 0; small->info.languages[i] != NULL; i++)
    {
      const char *lang = small->info.languages[i];
      const char *text = wm_text_get_exact (&card->text, lang);
      const char *name = wm_text_get_exact (&town->name, lang);

      g_assert_nonnull (text);
      g_assert_nonnull (name);
      g_assert_nonnull (strstr (text, name));
    }
}

/* A task that cannot mean the same on the small board: a visit to a town
 * not on it becomes one to a town on it, named in the card's text; a
 * visit to the region at a corner as seen from one's seat (each corner of
 * a one-row board is one of two regions, a different one from each seat)
 * becomes one outside the home town's region. */
static gboolean
is_changed_task (const WmTask *task, const WmTask *small_task, const WmCard *small_card,
                 const WmVariant *small)
{
  if (g_strcmp0 (task->type, "visit-town") == 0
      && !is_kept_town (small, wm_effect_get_param (task, "town")))
    {
      const char *town = wm_effect_get_param (small_task, "town");
      g_assert_cmpstr (small_task->type, ==, "visit-town");
      g_assert_true (is_kept_town (small, town));
      assert_text_names_town (small_card, wm_variant_find_town (small, town), small);
      return TRUE;
    }
  if (g_strcmp0 (task->type, "visit-town-view") == 0)
    {
      g_assert_cmpstr (small_task->type, ==, "visit-town-other-region");
      g_assert_cmpstr (wm_effect_get_param (small_task, "from"), ==, "start");
      return TRUE;
    }
  return FALSE;
}

/* A card whose task changed takes the small board's task and text. */
static void
take_changed_tasks (WmDeck *deck, WmDeck *small_deck, const WmVariant *small)
{
  g_assert_cmpuint (small_deck->cards->len, ==, deck->cards->len);
  for (guint c = 0; c < deck->cards->len; c++)
    {
      WmCard *card = g_ptr_array_index (deck->cards, c);
      WmCard *small_card = g_ptr_array_index (small_deck->cards, c);
      gboolean changed = FALSE;

      g_assert_cmpstr (small_card->id, ==, card->id);
      for (guint t = 0; t < card->tasks->len && t < small_card->tasks->len; t++)
        changed |= is_changed_task (g_ptr_array_index (card->tasks, t),
                                    g_ptr_array_index (small_card->tasks, t), small_card, small);
      if (changed)
        {
          swap_arrays (&card->tasks, &small_card->tasks);
          swap_texts (&card->text, &small_card->text);
        }
    }
}

/* The kept regions' quest decks and every other deck, in the same order. */
static void
take_decks (WmVariant *expected, WmVariant *small)
{
  for (guint i = expected->decks->len; i-- > 0;)
    {
      WmDeck *deck = g_ptr_array_index (expected->decks, i);
      if (deck->kind == WM_DECK_COMMON_QUEST && !is_kept_region (deck->region))
        g_ptr_array_remove_index (expected->decks, i);
    }
  g_assert_cmpuint (small->decks->len, ==, expected->decks->len);
  for (guint i = 0; i < expected->decks->len; i++)
    {
      WmDeck *deck = g_ptr_array_index (expected->decks, i);
      WmDeck *small_deck = g_ptr_array_index (small->decks, i);

      g_assert_cmpstr (small_deck->id, ==, deck->id);
      g_assert_cmpuint (small_deck->cards->len, ==, deck->cards->len);
      if (deck->kind == WM_DECK_COMMON_QUEST)
        take_quest_targets (deck, small_deck, small);
      take_changed_tasks (deck, small_deck, small);
    }
}

/* Whether the steps of @small bring the rewards of the first steps of
 * @track. */
static gboolean
same_rewards (const GPtrArray *track, const GPtrArray *small)
{
  for (guint i = 0; i < small->len; i++)
    if (i >= track->len
        || ((WmWeaponStep *) g_ptr_array_index (track, i))->reward
               != ((WmWeaponStep *) g_ptr_array_index (small, i))->reward)
      return FALSE;
  return TRUE;
}

/* A character whose home town is not on the board starts in one that is;
 * every weapon track has one step per weapon type (its gold tuned on
 * simulated games). A track whose rewards are not those of the base
 * game's first steps comes with its own ability text, which names the
 * steps (Casimir's first weapon brings a movement card, not his second
 * and third). */
static void
take_characters (WmVariant *expected, WmVariant *small)
{
  g_assert_cmpuint (small->characters->len, ==, expected->characters->len);
  for (guint i = 0; i < expected->characters->len; i++)
    {
      WmCharacter *character = g_ptr_array_index (expected->characters, i);
      WmCharacter *small_character = g_ptr_array_index (small->characters, i);

      g_assert_cmpstr (small_character->id, ==, character->id);
      g_assert_cmpuint (small_character->weapons->len, ==, small->weapon_types->len);
      if (!same_rewards (character->weapons, small_character->weapons))
        swap_texts (&character->text, &small_character->text);
      swap_arrays (&character->weapons, &small_character->weapons);
      if (!is_kept_town (small, character->start_town))
        {
          g_assert_true (is_kept_town (small, small_character->start_town));
          swap_strings (&character->start_town, &small_character->start_town);
        }
    }
}

/* One highwayman on each inn: a board of one row has no central lake for
 * the base game's fifth (the validator's highwaymen-unplaced). */
static void
take_pieces (WmVariant *expected, WmVariant *small)
{
  g_assert_cmpint (small->pieces.highwaymen, ==, small->board.cols * small->board.rows);
  expected->pieces.highwaymen = small->pieces.highwaymen;
}

/* The small board as @base makes it, given what the small board changes
 * on purpose. */
static WmVariant *
derive_small (const WmVariant *base)
{
  g_autoptr (WmVariant) small = load (WM_TEMPLATE_SMALL);
  WmVariant *expected = wm_variant_copy (base);

  take_info (expected, small);
  drop_other_regions (expected, small);
  take_secret_places (expected, small);
  take_decks (expected, small);
  take_characters (expected, small);
  take_pieces (expected, small);
  return expected;
}

/* Everything the small board shares with the base game is the base
 * game's: the regions down to each space, path, lake and port, the towns,
 * path and weapon types, rules, options, pieces, characters and decks. */
static void
test_follows_base (void)
{
  g_autoptr (WmVariant) base = load (WM_TEMPLATE_BASE);
  g_autoptr (WmVariant) small = load (WM_TEMPLATE_SMALL);
  g_autoptr (WmVariant) expected = derive_small (base);
  g_autofree char *where = NULL;

  if (!wm_variant_equal (expected, small, &where))
    g_test_fail_printf ("the small board no longer follows the base game (base ≠ small): %s",
                        where);
}

/* No corner of a one-row board is a region of its own. */
static void
test_no_corner_tasks (void)
{
  g_autoptr (WmVariant) small = load (WM_TEMPLATE_SMALL);

  for (guint d = 0; d < small->decks->len; d++)
    {
      WmDeck *deck = g_ptr_array_index (small->decks, d);
      for (guint c = 0; c < deck->cards->len; c++)
        {
          WmCard *card = g_ptr_array_index (deck->cards, c);
          for (guint t = 0; t < card->tasks->len; t++)
            g_assert_cmpstr (((WmTask *) g_ptr_array_index (card->tasks, t))->type, !=,
                             "visit-town-view");
        }
    }
}

/* The test sees a change to the base game where it would matter: a
 * moved space of a kept region, the goal, an event's text. */
typedef struct
{
  const char *name;
  void (*change) (WmVariant *base);
  const char *where; /* what the failure names */
} BaseChange;

static void
move_elmswick (WmVariant *base)
{
  WmSide *side = wm_variant_find_region (base, "r1")->sides[0];
  wm_side_find_space (side, "s16")->x += 0.5;
}

static void
raise_goal (WmVariant *base)
{
  base->rules.goal++;
}

static void
reword_event (WmVariant *base)
{
  WmCard *card = g_ptr_array_index (wm_variant_find_deck (base, "events")->cards, 0);
  wm_text_set (&card->text, "de", "Heute nichts.");
}

static void
test_notices (gconstpointer data)
{
  const BaseChange *change = data;
  g_autoptr (WmVariant) base = load (WM_TEMPLATE_BASE);
  g_autoptr (WmVariant) small = load (WM_TEMPLATE_SMALL);
  g_autoptr (WmVariant) expected = NULL;
  g_autofree char *where = NULL;

  change->change (base);
  expected = derive_small (base);
  g_assert_false (wm_variant_equal (expected, small, &where));
  g_test_message ("%s", where);
  g_assert_nonnull (strstr (where, change->where));
}

int
main (int argc, char **argv)
{
  static const BaseChange changes[] = {
    { "space", move_elmswick, "(in region r1 › side A): “<space id=\"s16\" x=\"3.6\"" },
    { "goal", raise_goal, "“<rules goal=\"21\"" },
    { "event", reword_event, "(in deck events › card " },
  };

  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/template/small/follows-base", test_follows_base);
  g_test_add_func ("/model/template/small/no-corner-tasks", test_no_corner_tasks);
  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/model/template/small/notices/%s", changes[i].name);
      g_test_add_data_func (path, &changes[i], test_notices);
    }
  return g_test_run ();
}
