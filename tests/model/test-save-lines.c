/* After a save the model knows the line of every element in the file as
 * written (wm_variant_learn_lines()): the same lines the loader gives when
 * the file is read back, for elements loaded, added, copied or moved in
 * memory alike. */

#include <glib.h>
#include <string.h>

#include "wm-variant-io.h"
#include "wm-test-base.h"

/* ---- comparing every element's line ------------------------------------------ */

static guint n_compared;

static void
same_line (int a, int b, const char *what)
{
  if (a != b)
    g_error ("%s: line %d in memory, %d in the file", what, a, b);
  g_assert_cmpint (a, >, 0);
  n_compared++;
}

static void
same_text (const WmText *a, const WmText *b, const char *what)
{
  g_assert_cmpuint (a->entries->len, ==, b->entries->len);
  for (guint i = 0; i < a->entries->len; i++)
    same_line (((WmTextEntry *) g_ptr_array_index (a->entries, i))->line,
               ((WmTextEntry *) g_ptr_array_index (b->entries, i))->line, what);
}

/* Arrays of structs whose line field sits at @offset. */
static void
same_lines (GPtrArray *a, GPtrArray *b, gsize offset, const char *what)
{
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    same_line (G_STRUCT_MEMBER (int, g_ptr_array_index (a, i), offset),
               G_STRUCT_MEMBER (int, g_ptr_array_index (b, i), offset), what);
}

static void
same_lake (const WmLake *a, const WmLake *b)
{
  g_assert_true ((a == NULL) == (b == NULL));
  if (a == NULL)
    return;
  same_line (a->line, b->line, "lake");
  same_lines (a->shores, b->shores, G_STRUCT_OFFSET (WmShore, line), "shore");
  same_lines (a->islands, b->islands, G_STRUCT_OFFSET (WmShore, line), "island");
}

static void
same_side (const WmSide *a, const WmSide *b)
{
  g_assert_true ((a == NULL) == (b == NULL));
  if (a == NULL)
    return;
  same_line (a->line, b->line, "side");
  same_lines (a->spaces, b->spaces, G_STRUCT_OFFSET (WmSpace, line), "space");
  same_lines (a->paths, b->paths, G_STRUCT_OFFSET (WmPath, line), "path");
  same_lines (a->ports, b->ports, G_STRUCT_OFFSET (WmPort, line), "port");
  for (guint i = 0; i < a->lakes->len; i++)
    same_lake (g_ptr_array_index (a->lakes, i), g_ptr_array_index (b->lakes, i));
  for (int c = 0; c < WM_N_CORNERS; c++)
    same_lake (a->corner_lakes[c], b->corner_lakes[c]);
}

static void
same_card (const WmCard *a, const WmCard *b)
{
  same_line (a->line, b->line, "card");
  same_text (&a->name, &b->name, "card name");
  same_text (&a->text, &b->text, "card text");
  same_lines (a->targets, b->targets, G_STRUCT_OFFSET (WmTarget, line), "target");
  same_lines (a->tasks, b->tasks, G_STRUCT_OFFSET (WmEffect, line), "task");
  same_lines (a->effects, b->effects, G_STRUCT_OFFSET (WmEffect, line), "effect");
  g_assert_true ((a->reward == NULL) == (b->reward == NULL));
  if (a->reward != NULL)
    same_line (a->reward->line, b->reward->line, "reward");
}

static void
same_character (const WmCharacter *a, const WmCharacter *b)
{
  same_line (a->line, b->line, "character");
  same_text (&a->name, &b->name, "character name");
  same_text (&a->text, &b->text, "character text");
  same_lines (a->slots, b->slots, G_STRUCT_OFFSET (WmSlot, line), "slot");
  same_lines (a->weapons, b->weapons, G_STRUCT_OFFSET (WmWeaponStep, line), "weapon");
  same_lines (a->effects, b->effects, G_STRUCT_OFFSET (WmEffect, line), "effect");
}

static void
same_variant (const WmVariant *a, const WmVariant *b)
{
  n_compared = 0;
  same_line (a->line, b->line, "variant");
  same_line (a->info.line, b->info.line, "info");
  same_text (&a->info.title, &b->info.title, "title");
  same_line (a->rules.line, b->rules.line, "rules");
  same_line (a->options.line, b->options.line, "options");
  same_line (a->pieces.line, b->pieces.line, "pieces");
  same_lines (a->path_types, b->path_types, G_STRUCT_OFFSET (WmPathType, line), "path type");
  same_lines (a->weapon_types, b->weapon_types, G_STRUCT_OFFSET (WmWeaponType, line), "weapon");
  same_lines (a->secret_places, b->secret_places, G_STRUCT_OFFSET (WmSecretPlace, line),
              "secret place");
  same_lines (a->towns, b->towns, G_STRUCT_OFFSET (WmTown, line), "town");
  g_assert_cmpuint (a->regions->len, ==, b->regions->len);
  for (guint i = 0; i < a->regions->len; i++)
    {
      const WmRegion *ra = g_ptr_array_index (a->regions, i);
      const WmRegion *rb = g_ptr_array_index (b->regions, i);
      same_line (ra->line, rb->line, "region");
      same_text (&ra->name, &rb->name, "region name");
      same_side (ra->sides[0], rb->sides[0]);
      same_side (ra->sides[1], rb->sides[1]);
    }
  same_line (a->board.line, b->board.line, "board");
  same_lines (a->board.cells, b->board.cells, G_STRUCT_OFFSET (WmCell, line), "cell");
  for (guint i = 0; i < a->characters->len; i++)
    same_character (g_ptr_array_index (a->characters, i), g_ptr_array_index (b->characters, i));
  g_assert_cmpuint (a->decks->len, ==, b->decks->len);
  for (guint i = 0; i < a->decks->len; i++)
    {
      const WmDeck *da = g_ptr_array_index (a->decks, i);
      const WmDeck *db = g_ptr_array_index (b->decks, i);
      same_line (da->line, db->line, "deck");
      same_text (&da->name, &db->name, "deck name");
      g_assert_cmpuint (da->cards->len, ==, db->cards->len);
      for (guint k = 0; k < da->cards->len; k++)
        same_card (g_ptr_array_index (da->cards, k), g_ptr_array_index (db->cards, k));
    }
}

/* Learns the lines of @variant's canonical bytes and compares them with
 * the lines of those bytes loaded. */
static void
check_learned (WmVariant *variant)
{
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (variant);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("saved");
  g_autoptr (WmVariant) loaded = NULL;

  g_assert_true (wm_variant_learn_lines (variant, bytes));
  loaded = wm_variant_load_bytes_for_editing (bytes, "saved", diags);
  g_assert_nonnull (loaded);
  same_variant (variant, loaded);
  g_test_message ("%u lines compared", n_compared);
  g_assert_cmpuint (n_compared, >, 2000);
}

/* A card of quests-r1, copied field by field as an editor makes one. */
static WmCard *
new_card (const char *id)
{
  WmCard *card = wm_card_new (id);
  WmTarget *target = g_new0 (WmTarget, 1);

  wm_text_set (&card->name, "en", "Lamp Oil");
  wm_text_set (&card->name, "de", "Lampenöl");
  wm_text_set (&card->name, "it", "Olio per lampade");
  target->town = g_strdup ("calder");
  g_ptr_array_add (card->targets, target);
  card->reward = g_new0 (WmReward, 1);
  card->reward->gold = 2;
  return card;
}

/* The reviewer's case: a card added to quests-r1 and region r1 duplicated
 * in memory; before the save the new elements have no line (0) and those
 * after them their old one, after it every line is the file's. */
static void
test_edited_in_memory (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  WmDeck *deck = wm_variant_find_deck (variant, "quests-r1");
  WmRegion *copy = wm_region_copy (wm_variant_find_region (variant, "r1"));
  WmCard *card = new_card ("A50");
  int deck_line = deck->line;

  g_free (copy->id);
  copy->id = g_strdup ("r5");
  g_ptr_array_insert (variant->regions, 1, copy);
  g_ptr_array_insert (deck->cards, 3, card);
  g_assert_cmpint (card->line, ==, 0);
  g_assert_cmpint (copy->sides[0]->line, ==, 0);

  check_learned (variant);
  g_assert_cmpint (deck->line, >, deck_line + 200);
  g_assert_cmpint (card->line, >, deck->line);
}

/* A hand-written file (blank lines, a comment, foreign content) has other
 * lines than its canonical form: the save renumbers them all. */
static void
test_hand_written_file (void)
{
  g_autoptr (GBytes) base = wm_variant_base_bytes ();
  g_autofree char *text = g_strndup (g_bytes_get_data (base, NULL), g_bytes_get_size (base));
  const char *region = strstr (text, "  <region ");
  g_autofree char *edited = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("hand");
  g_autoptr (WmVariant) variant = NULL;
  int region_line;

  g_assert_nonnull (region);
  edited = g_strdup_printf ("%.*s\n\n<!-- the\n     map -->\n\n%s", (int) (region - text), text,
                            region);
  bytes = g_bytes_new (edited, strlen (edited));
  variant = wm_variant_load_bytes (bytes, "hand", diags);
  g_assert_nonnull (variant);
  region_line = ((WmRegion *) g_ptr_array_index (variant->regions, 0))->line;
  check_learned (variant);
  /* The comment stays (two lines), the blank lines go. */
  g_assert_cmpint (((WmRegion *) g_ptr_array_index (variant->regions, 0))->line, ==,
                   region_line - 3);
}

/* Bytes that are not the variant's own leave every line as it was. */
static void
test_other_bytes_refused (void)
{
  g_autoptr (WmVariant) variant = wm_test_load_base ();
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (variant);
  WmRegion *r1 = wm_variant_find_region (variant, "r1");
  int line = r1->line;

  g_ptr_array_insert (wm_variant_find_deck (variant, "quests-r1")->cards, 0, new_card ("A50"));
  r1->line = 4242;
  g_assert_false (wm_variant_learn_lines (variant, bytes));
  g_assert_cmpint (r1->line, ==, 4242);
  r1->line = line;
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/model/save-lines/edited-in-memory", test_edited_in_memory);
  g_test_add_func ("/model/save-lines/hand-written", test_hand_written_file);
  g_test_add_func ("/model/save-lines/other-bytes", test_other_bytes_refused);
  return g_test_run ();
}
