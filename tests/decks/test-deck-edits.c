/* The deck editor's edits on a document, without a display: each is one
 * undo step that restores the variant exactly, and leaves a variant the
 * loader accepts. */

#include <glib.h>
#include <string.h>

#include "wm-deck-edits.h"
#include "wm-effect-words.h"
#include "wm-registry.h"
#include "wm-test-lang.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

static void
assert_loads (WmDocument *doc)
{
  g_autoptr (GBytes) bytes = wm_document_save_bytes (doc);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("edited");
  g_autoptr (WmVariant) again = wm_variant_load_bytes (bytes, "edited", diags);

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      g_autofree char *line = wm_diagnostic_format (wm_diagnostics_get (diags, i));
      g_test_message ("%s", line);
    }
  g_assert_nonnull (again);
  g_assert_cmpuint (wm_diagnostics_count_errors (diags), ==, 0);
}

/* Runs @edit, checks it is one step that loads, undoes it (exactly the old
 * bytes) and redoes it (exactly the new ones). */
typedef gboolean (*EditFunc) (WmDocument *doc);

static void
check_step (EditFunc edit)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GBytes) after = NULL;
  g_autoptr (GBytes) undone = NULL;
  g_autoptr (GBytes) redone = NULL;

  g_assert_true (edit (doc));
  after = wm_document_save_bytes (doc);
  g_assert_false (g_bytes_equal (before, after));
  g_assert_true (wm_document_can_undo (doc));
  assert_loads (doc);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  undone = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, undone));
  g_assert_true (wm_document_redo (doc, NULL));
  redone = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (after, redone));
}

static gboolean
edit_text (WmDocument *doc)
{
  return wm_deck_edit_text (doc, "E01", "text", "de", "Neuer Text");
}

static gboolean
remove_translation (WmDocument *doc)
{
  gboolean ok = wm_deck_edit_text (doc, "E01", "name", "it", "");
  g_assert_null (wm_text_get_exact (&wm_variant_find_card (wm_document_get_variant (doc), "E01",
                                                           NULL)->name, "it"));
  return ok;
}

static gboolean
edit_number (WmDocument *doc)
{
  return wm_deck_edit_number (doc, "C01", "bid", 33);
}

static gboolean
edit_words (WmDocument *doc)
{
  gboolean ok = wm_deck_edit_words (doc, "C01", "arrows", "n se w");
  WmCard *card = wm_variant_find_card (wm_document_get_variant (doc), "C01", NULL);
  g_assert_cmpint (card->n_arrows, ==, 3);
  g_assert_cmpint (card->arrows[1], ==, WM_DIR_SE);
  g_assert_true (ok && wm_document_undo (doc, NULL));
  return wm_deck_edit_words (doc, "A01", "target", "calder brindle");
}

static gboolean
edit_reward (WmDocument *doc)
{
  return wm_deck_edit_reward (doc, "A01", 2, 1);
}

static gboolean
add_cards (WmDocument *doc)
{
  WmVariant *variant;

  /* One of every kind, each valid as it comes. */
  for (guint d = 0; d < wm_document_get_variant (doc)->decks->len; d++)
    {
      WmDeck *deck = g_ptr_array_index (wm_document_get_variant (doc)->decks, d);
      g_autofree char *deck_id = g_strdup (deck->id);
      g_autofree char *id = wm_deck_add_card (doc, deck_id, NULL, NULL);
      WmDeck *in = NULL;
      g_assert_nonnull (id);
      variant = wm_document_get_variant (doc);
      g_assert_nonnull (wm_variant_find_card (variant, id, &in));
      g_assert_cmpstr (in->id, ==, deck_id);
    }
  assert_loads (doc);
  /* check_step undoes one step: undo the others here. */
  for (guint d = 1; d < wm_document_get_variant (doc)->decks->len; d++)
    g_assert_true (wm_document_undo (doc, NULL));
  return TRUE;
}

static gboolean
duplicate_and_move (WmDocument *doc)
{
  const char *ids[] = { "E02", "E03", NULL };
  g_auto (GStrv) copies = wm_deck_duplicate_cards (doc, "events", ids);
  WmDeck *deck = wm_variant_find_deck (wm_document_get_variant (doc), "events");

  g_assert_cmpuint (g_strv_length (copies), ==, 2);
  g_assert_cmpstr (((WmCard *) deck->cards->pdata[3])->id, ==, copies[0]);
  g_assert_cmpstr (((WmCard *) deck->cards->pdata[4])->id, ==, copies[1]);
  g_assert_true (wm_text_equal (&((WmCard *) deck->cards->pdata[3])->text,
                                &((WmCard *) deck->cards->pdata[1])->text));
  g_assert_true (wm_document_undo (doc, NULL));
  /* Moving a block down puts the card after it in front of it; at the end
   * of the deck nothing moves. */
  g_assert_true (wm_deck_move_cards (doc, "events", ids, +1));
  deck = wm_variant_find_deck (wm_document_get_variant (doc), "events");
  g_assert_cmpstr (((WmCard *) deck->cards->pdata[1])->id, ==, "E04");
  g_assert_cmpstr (((WmCard *) deck->cards->pdata[2])->id, ==, "E02");
  return TRUE;
}

static gboolean
delete_cards (WmDocument *doc)
{
  const char *ids[] = { "A01", "A05", NULL };
  gboolean ok = wm_deck_delete_cards (doc, "quests-r1", ids, NULL);

  g_assert_null (wm_variant_find_card (wm_document_get_variant (doc), "A05", NULL));
  return ok;
}

/* Review 8's R8-3: a new common quest targets a town of another region
 * than its deck's (the rulebook's quests are carried elsewhere), the one
 * the quests target least, so that the validator has nothing to say about
 * it and the towns fill up evenly; twice in a row for every region. */
static void
test_new_quest_other_region (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *v = wm_document_get_variant (doc);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
  g_autoptr (GPtrArray) quest_decks = g_ptr_array_new_with_free_func (g_free);

  for (guint d = 0; d < v->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (v->decks, d);
      if (deck->kind == WM_DECK_COMMON_QUEST)
        g_ptr_array_add (quest_decks, g_strdup (deck->id));
    }
  g_assert_cmpuint (quest_decks->len, ==, 4);
  for (guint round = 0; round < 2 * quest_decks->len; round++)
    {
      const char *deck_id = g_ptr_array_index (quest_decks, round % quest_decks->len);
      g_autofree char *id = NULL;
      WmDeck *deck = NULL;
      WmCard *card;
      const char *town;
      guint least = G_MAXUINT;

      v = wm_document_get_variant (doc);
      for (guint t = 0; t < v->towns->len; t++)
        {
          const char *other = ((WmTown *)g_ptr_array_index (v->towns, t))->id;
          if (g_strcmp0 (wm_variant_town_region (v, other)->id,
                         wm_variant_find_deck (v, deck_id)->region)
              != 0)
            least = MIN (least, wm_variant_town_targets (v, other));
        }
      id = wm_deck_add_card (doc, deck_id, NULL, NULL);
      g_assert_nonnull (id);
      v = wm_document_get_variant (doc);
      card = wm_variant_find_card (v, id, &deck);
      g_assert_cmpuint (card->targets->len, ==, 1);
      town = ((WmTarget *)g_ptr_array_index (card->targets, 0))->town;
      g_test_message ("%s in %s → %s", id, deck_id, town);
      g_assert_cmpstr (wm_variant_town_region (v, town)->id, !=, deck->region);
      g_assert_cmpuint (wm_variant_town_targets (v, town), ==, least + 1);
    }
  wm_validate_part (wm_document_get_variant (doc), "quests", diags);
  g_assert_false (wm_diagnostics_has_code (diags, "quest-own-region"));
}

/* A personal quest a character has is not deleted (the loader would refuse
 * the file), by Delete or by a CSV import without its row: nothing changes
 * and the error names the card and the character; once the characters have
 * other quests, one step deletes. */
static void
test_delete_used_card (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  const char *ids[] = { "S04", "S01", NULL };
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GBytes) after = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (wm_deck_delete_cards (doc, "personal-quests", ids, &error));
  g_assert_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "(S04)"));
  g_assert_null (strstr (error->message, "Mirela Thorne"));
  after = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, after));
  g_assert_false (wm_document_can_undo (doc));
  g_clear_error (&error);

  g_assert_true (wm_character_set (doc, "green", "personal-quest", "S02"));
  g_assert_false (wm_deck_delete_cards (doc, "personal-quests", ids, &error));
  g_assert_nonnull (strstr (error->message, "(S01) is the personal quest of Mirela Thorne:"));
  g_clear_error (&error);
  /* Nor does an import whose rows leave it out (the others are kept). */
  g_assert_false (wm_deck_import_csv (doc, "personal-quests", "id\nS02\nS03\n", NULL, &error));
  g_assert_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE);
  g_assert_nonnull (strstr (error->message, "(S01) is the personal quest of Mirela Thorne:"));
  g_assert_nonnull (wm_variant_find_card (wm_document_get_variant (doc), "S04", NULL));
  g_clear_error (&error);
  g_assert_true (wm_character_set (doc, "red", "personal-quest", "S03"));
  g_assert_true (wm_deck_delete_cards (doc, "personal-quests", ids, &error));
  g_assert_no_error (error);
  g_assert_null (wm_variant_find_card (wm_document_get_variant (doc), "S01", NULL));
  assert_loads (doc);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_deck_import_csv (doc, "personal-quests", "id\nS02\nS03\n", NULL, &error));
  g_assert_no_error (error);
  g_assert_null (wm_variant_find_card (wm_document_get_variant (doc), "S04", NULL));
  assert_loads (doc);
}

static gboolean
effect_type_keeps_params (WmDocument *doc)
{
  WmCard *card;
  WmEffect *effect;

  g_assert_true (wm_effects_add (doc, WM_EFFECT_LIST_CARD_EFFECTS, "E01", "extra-move"));
  g_assert_true (wm_effects_set_param (doc, WM_EFFECT_LIST_CARD_EFFECTS, "E01", 1, "via",
                                       "water"));
  g_assert_true (wm_effects_set_param (doc, WM_EFFECT_LIST_CARD_EFFECTS, "E01", 1, "count",
                                       "3"));
  g_assert_true (wm_effects_set_type (doc, WM_EFFECT_LIST_CARD_EFFECTS, "E01", 1,
                                      "path-closed"));
  card = wm_variant_find_card (wm_document_get_variant (doc), "E01", NULL);
  effect = card->effects->pdata[1];
  g_assert_cmpstr (effect->type, ==, "path-closed");
  g_assert_cmpstr (wm_effect_get_param (effect, "via"), ==, "water");
  g_assert_null (wm_effect_get_param (effect, "count"));
  g_assert_true (wm_effects_set_scope (doc, WM_EFFECT_LIST_CARD_EFFECTS, "E01", 1,
                                       WM_SCOPE_INTRIGUE));
  g_assert_true (wm_effects_move (doc, WM_EFFECT_LIST_CARD_EFFECTS, "E01", 1, -1));
  card = wm_variant_find_card (wm_document_get_variant (doc), "E01", NULL);
  g_assert_cmpstr (((WmEffect *) card->effects->pdata[0])->type, ==, "path-closed");
  g_assert_cmpint (((WmEffect *) card->effects->pdata[0])->scope, ==, WM_SCOPE_INTRIGUE);
  for (int i = 0; i < 6; i++)
    g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  /* The last step left for check_step: a parameter back to its default. */
  return wm_effects_set_param (doc, WM_EFFECT_LIST_CARD_EFFECTS, "E01", 0, "cards", NULL);
}

static gboolean
character_edits (WmDocument *doc)
{
  WmCharacter *ch;

  g_assert_true (wm_character_set (doc, "red", "color", "#112233"));
  g_assert_true (wm_character_set_text (doc, "red", "text", "de", "Neu"));
  g_assert_true (wm_character_add_slot (doc, "red"));
  g_assert_true (wm_character_set_slot (doc, "red", 0, WM_SLOT_SIDE, TRUE));
  g_assert_true (wm_character_add_weapon (doc, "red"));
  g_assert_true (wm_character_set_weapon (doc, "red", 0, 7, WM_WEAPON_REWARD_MOVEMENT));
  g_assert_true (wm_effects_add (doc, WM_EFFECT_LIST_CHARACTER, "red", "lakes-closed"));
  ch = wm_variant_find_character (wm_document_get_variant (doc), "red");
  g_assert_cmpstr (ch->color, ==, "#112233");
  g_assert_cmpint (((WmSlot *) ch->slots->pdata[0])->accepts, ==, WM_SLOT_SIDE);
  g_assert_cmpint (((WmWeaponStep *) ch->weapons->pdata[0])->gold, ==, 7);
  assert_loads (doc);
  for (int i = 0; i < 6; i++)
    g_assert_true (wm_document_undo (doc, NULL));
  return TRUE;
}

static gboolean
import_csv (WmDocument *doc)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) problems = NULL;

  g_assert_false (wm_deck_import_csv (doc, "events", "id,name:en,effect\nX,Y,nope\n", &problems,
                                      &error));
  g_assert_nonnull (problems);
  g_assert_false (wm_document_can_undo (doc));
  g_clear_error (&error);
  return wm_deck_import_csv (doc, "events", "id,name:en,effect\nX1,Only,lakes-closed\n", NULL,
                             &error);
}

/* ---- a new card's name in every language ------------------------------- */

/* The variant's languages, the desktop's (LANGUAGE) and the name a new
 * event card must have in each of the variant's languages. */
typedef struct
{
  const char *name;
  const char *languages;
  const char *desktop;
  const char *const expected[4]; /* lang, name, lang, name … */
} NameCase;

static const NameCase name_cases[] = {
  /* The designer's language is the second: it gets the desktop's
   * translation, the first one its own. */
  { "second", "en de", "de", { "en", "New card", "de", "Neue Karte" } },
  { "first", "de it", "de", { "de", "Neue Karte", "it", "Nuova carta" } },
  /* A desktop language the variant lacks does not leak into its texts. */
  { "foreign-desktop", "en de", "it", { "en", "New card", "de", "Neue Karte" } },
  /* No catalogue for French: gettext's own fallback, the source text. */
  { "no-catalogue", "de fr", "de", { "de", "Neue Karte", "fr", "New card" } },
};

/* tests/data/good/tiny.waymark (English only) declaring @languages. */
static WmDocument *
tiny_document (const char *languages)
{
  g_autofree char *path = g_build_filename (WM_TEST_DATA, "good", "tiny.waymark", NULL);
  g_autofree char *xml = NULL;
  g_autofree char *attr = g_strdup_printf ("languages=\"%s\"", languages);
  g_autoptr (GString) text = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("tiny");
  g_autoptr (WmVariant) variant = NULL;

  g_assert_true (g_file_get_contents (path, &xml, NULL, NULL));
  text = g_string_new (xml);
  g_assert_cmpuint (g_string_replace (text, "languages=\"en\"", attr, 1), ==, 1);
  bytes = g_bytes_new (text->str, text->len);
  variant = wm_variant_load_bytes (bytes, "tiny", diags);
  g_assert_nonnull (variant);
  return wm_document_new (variant, NULL);
}

static void
run_name_case (gconstpointer data)
{
  const NameCase *c = data;
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autoptr (WmDocument) doc = tiny_document (c->languages);
  g_autofree char *id = NULL;
  g_autofree char *where = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("edited");
  g_autoptr (WmVariant) again = NULL;
  WmCard *card;

  g_setenv ("LANGUAGE", c->desktop, TRUE);
  id = wm_deck_add_card (doc, "events", NULL, NULL);
  if (old_language != NULL)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  card = wm_variant_find_card (wm_document_get_variant (doc), id, NULL);
  g_assert_nonnull (card);
  g_assert_cmpuint (card->name.entries->len, ==, G_N_ELEMENTS (c->expected) / 2);
  for (guint i = 0; i < G_N_ELEMENTS (c->expected); i += 2)
    g_assert_cmpstr (wm_text_get_exact (&card->name, c->expected[i]), ==, c->expected[i + 1]);

  /* The validator finds no language missing from the new card (it does
   * from tiny's own English-only texts). */
  bytes = wm_document_save_bytes (doc);
  again = wm_variant_load_bytes (bytes, "edited", diags);
  g_assert_nonnull (again);
  g_assert_true (wm_diagnostics_has_code (diags, "lang-missing"));
  where = g_strdup_printf ("deck events / card %s", id);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *diag = wm_diagnostics_get (diags, i);
      if (g_strcmp0 (diag->where, where) == 0)
        g_assert_cmpstr (diag->code, !=, "lang-missing");
    }
}

/* A new event comes without an effect, rather than with a real one the
 * designer might overlook under its text; saved and loaded again it is the
 * validator's event-no-effect error at the card, and an effect added ends it. */
static void
test_new_event_asks_for_effect (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autofree char *id = wm_deck_add_card (doc, "events", NULL, NULL);
  g_autofree char *where = g_strdup_printf ("deck events / card %s", id);
  WmCard *card = wm_variant_find_card (wm_document_get_variant (doc), id, NULL);
  g_autoptr (WmDiagnostics) diags = wm_validate (wm_document_get_variant (doc));
  g_autoptr (WmDiagnostics) after = NULL;
  gboolean reported = FALSE;

  g_assert_cmpuint (card->effects->len, ==, 0);
  assert_loads (doc);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (g_strcmp0 (d->code, "event-no-effect") == 0)
        {
          g_assert_cmpstr (d->where, ==, where);
          g_assert_cmpint (d->severity, ==, WM_SEVERITY_ERROR);
          reported = TRUE;
        }
    }
  g_assert_true (reported);

  g_assert_true (wm_effects_add (doc, WM_EFFECT_LIST_CARD_EFFECTS, id, "lakes-closed"));
  after = wm_validate (wm_document_get_variant (doc));
  g_assert_false (wm_diagnostics_has_code (after, "event-no-effect"));
}

/* Review 14's R14-3: a new movement card validates as it comes, after
 * the selected card in a common deck and at the end of a personal one: a
 * bid no card has (the base game's are taken up to 84), the rulebook's
 * fewest moves for its kind, the first path type and the placeholder name
 * in each language; validation names it only for that name. */
static void
test_new_movement_card_valid (void)
{
  static const struct
  {
    const char *deck, *after;
    int bid, steps;
  } adds[] = { { "common-movement", "C01", 85, 3 }, { "move-red", NULL, 86, 1 } };
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (WmDiagnostics) diags = NULL;
  char *ids[G_N_ELEMENTS (adds)];
  WmVariant *v;

  for (guint i = 0; i < G_N_ELEMENTS (adds); i++)
    {
      g_autoptr (GError) error = NULL;
      WmDeck *deck = NULL;
      WmCard *card;
      ids[i] = wm_deck_add_card (doc, adds[i].deck, adds[i].after, &error);
      g_assert_no_error (error);
      card = wm_variant_find_card (wm_document_get_variant (doc), ids[i], &deck);
      g_assert_cmpint (card->bid, ==, adds[i].bid);
      g_assert_cmpint (card->steps, ==, adds[i].steps);
      g_assert_cmpstr (card->paths[0], ==, "trail");
      g_assert_null (card->paths[1]);
      g_assert_cmpint (card->n_arrows, ==, 0);
      g_assert_cmpstr (wm_text_get_exact (&card->name, "en"), ==, "New card");
      g_assert_cmpstr (wm_text_get_exact (&card->name, "de"), ==, "Neue Karte");
      g_assert_cmpstr (wm_text_get_exact (&card->name, "it"), ==, "Nuova carta");
      if (adds[i].after != NULL)
        g_assert_cmpstr (((WmCard *) deck->cards->pdata[1])->id, ==, ids[i]);
    }
  assert_loads (doc);
  v = wm_document_get_variant (doc);
  diags = wm_validate (v);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      for (guint a = 0; a < G_N_ELEMENTS (adds); a++)
        if (d->where != NULL && strstr (d->where, ids[a]) != NULL)
          g_assert_cmpstr (d->code, ==, "placeholder-name");
      g_assert_cmpstr (d->code, !=, "card-bid-duplicate");
    }
  for (guint i = 0; i < G_N_ELEMENTS (adds); i++)
    g_free (ids[i]);
}

/* With every bid from 1 to 999 taken, "+" in a movement deck adds nothing
 * and says why, rather than a card that ties. */
static void
test_new_movement_card_no_bid (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmDeck *deck = wm_variant_find_deck (wm_document_get_variant (doc), "common-movement");
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  for (int bid = 1; bid <= 999; bid++)
    {
      WmCard *card = wm_card_new (NULL);
      card->id = g_strdup_printf ("X%03d", bid);
      card->bid = bid;
      card->steps = 3;
      card->n_arrows = 1;
      card->arrows = g_new0 (WmDirection, 1);
      g_ptr_array_add (deck->cards, card);
    }
  id = wm_deck_add_card (doc, "common-movement", NULL, &error);
  g_assert_null (id);
  g_assert_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE);
  g_assert_nonnull (strstr (error->message, "999"));
  g_assert_false (wm_document_can_undo (doc));
}

/* Copies of movement cards take the lowest bids no card has, in the order
 * of their originals' bids: a copy bidding as its original would tie. */
static void
test_duplicate_movement_cards (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  const char *ids[] = { "C02", "C01", NULL };
  g_auto (GStrv) copies = wm_deck_duplicate_cards (doc, "common-movement", ids);
  WmVariant *v = wm_document_get_variant (doc);
  g_autoptr (WmDiagnostics) diags = NULL;
  const WmCard *c01 = wm_variant_find_card (v, "C01", NULL);
  const WmCard *c02 = wm_variant_find_card (v, "C02", NULL);
  const WmCard *first, *second;

  g_assert_cmpuint (g_strv_length (copies), ==, 2);
  /* The copies stand in deck order: C01's first. */
  first = wm_variant_find_card (v, copies[0], NULL);
  second = wm_variant_find_card (v, copies[1], NULL);
  g_assert_cmpint (first->steps, ==, c01->steps);
  g_assert_cmpint (second->steps, ==, c02->steps);
  g_assert_cmpint ((first->bid < second->bid), ==, (c01->bid < c02->bid));
  g_assert_cmpint (MIN (first->bid, second->bid), ==, 85); /* the base game's lowest free bid */
  g_assert_cmpint (MAX (first->bid, second->bid), ==, 86);
  diags = wm_validate (v);
  g_assert_false (wm_diagnostics_has_code (diags, "card-bid-duplicate"));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_null (wm_variant_find_card (wm_document_get_variant (doc), copies[0], NULL));
}

/* Duplicate copies a card's texts in the variant's languages only, as
 * Duplicate region names its copy: texts in a language taken off the
 * Overview's list (and kept) gave the copy texts no field shows and one
 * lang-undeclared warning more each. */
static void
test_duplicate_declared_languages (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmVariant *v = wm_document_get_variant (doc);
  const char *ids[] = { "E01", NULL };
  g_auto (GStrv) copies = NULL;
  const WmCard *original, *copy;

  /* Italian off the list, its texts kept (the Overview's Keep Texts) */
  g_strfreev (v->info.languages);
  v->info.languages = g_strsplit ("en de", " ", -1);
  copies = wm_deck_duplicate_cards (doc, "events", ids);
  g_assert_cmpuint (g_strv_length (copies), ==, 1);
  v = wm_document_get_variant (doc);
  original = wm_variant_find_card (v, "E01", NULL);
  copy = wm_variant_find_card (v, copies[0], NULL);
  g_assert_nonnull (wm_text_get_exact (&original->name, "it"));
  g_assert_nonnull (wm_text_get_exact (&original->text, "it"));
  g_assert_null (wm_text_get_exact (&copy->name, "it"));
  g_assert_null (wm_text_get_exact (&copy->text, "it"));
  g_assert_cmpstr (wm_text_get_exact (&copy->name, "de"), ==,
                   wm_text_get_exact (&original->name, "de"));
  g_assert_cmpstr (wm_text_get_exact (&copy->text, "en"), ==,
                   wm_text_get_exact (&original->text, "en"));
}

typedef struct
{
  const char *name;
  EditFunc func;
} Case;

static const Case cases[] = {
  { "text", edit_text },
  { "remove-translation", remove_translation },
  { "number", edit_number },
  { "words", edit_words },
  { "reward", edit_reward },
  { "add", add_cards },
  { "duplicate-move", duplicate_and_move },
  { "delete", delete_cards },
  { "effects", effect_type_keeps_params },
  { "character", character_edits },
  { "import", import_csv },
};

static void
run_case (gconstpointer data)
{
  check_step (((const Case *) data)->func);
}

/* The language card @id's @field in @lang is marked as changed in, or NULL. */
static const char *
card_marked (WmDocument *doc, const char *id, const char *field, const char *lang)
{
  WmCard *card = wm_variant_find_card (wm_document_get_variant (doc), id, NULL);
  g_autofree char *key = g_strdup_printf ("card %s:%s", id, field);

  return wm_document_get_text_outdated (doc, key,
                                        g_str_equal (field, "name") ? &card->name : &card->text,
                                        lang);
}

static const char *
marked (WmDocument *doc, const char *field, const char *lang)
{
  return card_marked (doc, "E01", field, lang);
}

/* Undo and redo bring back the marks each step left: a catch-up edit
 * undone marks its text again, a text checked at a step stays checked
 * there. */
static void
test_outdated_marks_undo_redo (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();

  g_assert_true (wm_deck_edit_text (doc, "E01", "text", "en", "Something else entirely."));
  g_assert_cmpstr (marked (doc, "text", "de"), ==, "en");
  g_assert_cmpstr (marked (doc, "text", "it"), ==, "en");
  /* German catches up: its mark goes. */
  g_assert_true (wm_deck_edit_text (doc, "E01", "text", "de", "Etwas ganz anderes."));
  g_assert_null (marked (doc, "text", "de"));
  g_assert_cmpstr (marked (doc, "text", "it"), ==, "en");
  /* Undone, German is behind again; redone, it is not. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpstr (marked (doc, "text", "de"), ==, "en");
  g_assert_cmpstr (marked (doc, "text", "it"), ==, "en");
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_null (marked (doc, "text", "de"));
  /* Italian checked after the catch-up: unmarked there, marked before. */
  wm_document_confirm_text (doc, "card E01:text", "it");
  g_assert_null (marked (doc, "text", "it"));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpstr (marked (doc, "text", "it"), ==, "en");
  g_assert_cmpstr (marked (doc, "text", "de"), ==, "en");
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_null (marked (doc, "text", "de"));
  g_assert_null (marked (doc, "text", "it"));
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_null (marked (doc, "text", "de"));
  g_assert_null (marked (doc, "text", "it"));
  g_assert_null (marked (doc, "text", "en"));
  /* A catch-up that removes the text and writes it anew is undone alike. */
  g_assert_true (wm_deck_edit_text (doc, "E01", "text", "en", "Yet another text."));
  g_assert_cmpstr (marked (doc, "text", "de"), ==, "en");
  g_assert_true (wm_deck_edit_text (doc, "E01", "text", "de", ""));
  g_assert_null (marked (doc, "text", "de"));
  g_assert_true (wm_deck_edit_text (doc, "E01", "text", "de", "Noch ein Text."));
  g_assert_null (marked (doc, "text", "de"));
  g_assert_cmpstr (marked (doc, "text", "it"), ==, "en");
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_null (marked (doc, "text", "de"));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpstr (marked (doc, "text", "de"), ==, "en");
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_null (marked (doc, "text", "de"));
}

/* A card's name renamed in one language marks the others' names, not its
 * texts; a catch-up clears it and its undo brings it back. */
static void
test_outdated_names (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();

  g_assert_true (wm_deck_edit_text (doc, "E01", "name", "de", "Ganz neuer Name"));
  g_assert_cmpstr (marked (doc, "name", "en"), ==, "de");
  g_assert_cmpstr (marked (doc, "name", "it"), ==, "de");
  g_assert_null (marked (doc, "name", "de"));
  g_assert_null (marked (doc, "text", "en"));
  g_assert_true (wm_deck_edit_text (doc, "E01", "name", "it", "Nome tutto nuovo"));
  g_assert_null (marked (doc, "name", "it"));
  g_assert_cmpstr (marked (doc, "name", "en"), ==, "de");
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpstr (marked (doc, "name", "it"), ==, "de");
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_null (marked (doc, "name", "en"));
  g_assert_null (marked (doc, "name", "it"));
}

static void
assert_card_unmarked (WmDocument *doc, const char *id)
{
  const char *langs[] = { "en", "de", "it" };

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_assert_null (card_marked (doc, id, "name", langs[i]));
      g_assert_null (card_marked (doc, id, "text", langs[i]));
    }
}

/* Review 15's R15-4: a new card written in one language after another,
 * each text committed in two edits as the designer pauses, over the
 * placeholder name or no text, marks none; once another language was
 * written, changing the first one marks the others as before, and undoing
 * a language filled in afterwards brings its mark back. */
static void
test_outdated_new_card_filled_in (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autofree char *id = wm_deck_add_card (doc, "events", NULL, NULL);
  const char *texts[][4] = {
    { "en", "Sto", "Storm", "Roads are closed" },
    { "de", "Stu", "Sturm", "Die Wege sind gesperrt" },
    { "it", "Tem", "Tempesta", "Le strade sono chiuse" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_assert_true (wm_deck_edit_text (doc, id, "name", texts[i][0], texts[i][1]));
      g_assert_true (wm_deck_edit_text (doc, id, "name", texts[i][0], texts[i][2]));
      g_assert_true (wm_deck_edit_text (doc, id, "text", texts[i][0], "…"));
      g_assert_true (wm_deck_edit_text (doc, id, "text", texts[i][0], texts[i][3]));
      assert_card_unmarked (doc, id);
    }
  /* Retyping the language being written is still that writing. */
  g_assert_true (wm_deck_edit_text (doc, id, "name", "it", "Tempesta!"));
  assert_card_unmarked (doc, id);

  /* A real change now: English had its text before German was written. */
  g_assert_true (wm_deck_edit_text (doc, id, "name", "en", "Gale"));
  g_assert_cmpstr (card_marked (doc, id, "name", "de"), ==, "en");
  g_assert_cmpstr (card_marked (doc, id, "name", "it"), ==, "en");
  g_assert_null (card_marked (doc, id, "text", "de"));
  /* German catches up in two edits: the second marks nothing either. */
  g_assert_true (wm_deck_edit_text (doc, id, "name", "de", "Sturmbö"));
  g_assert_true (wm_deck_edit_text (doc, id, "name", "de", "Sturmböe"));
  g_assert_null (card_marked (doc, id, "name", "de"));
  g_assert_null (card_marked (doc, id, "name", "en"));
  g_assert_cmpstr (card_marked (doc, id, "name", "it"), ==, "en");
  /* Undone, German is behind again and Italian still is. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpstr (card_marked (doc, id, "name", "de"), ==, "en");
  g_assert_cmpstr (card_marked (doc, id, "name", "it"), ==, "en");
  g_assert_null (card_marked (doc, id, "name", "en"));
  /* Back before the change: nothing marked, and the fill is undone alike. */
  g_assert_true (wm_document_undo (doc, NULL));
  assert_card_unmarked (doc, id);
}

/* The same for a new character's ability text, which starts empty. */
static void
test_outdated_new_ability_filled_in (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autofree char *id = wm_character_add (doc, NULL);
  const char *langs[] = { "en", "de", "it" };
  WmCharacter *character;

  g_assert_nonnull (id);
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autofree char *half = g_strdup_printf ("Half (%s)", langs[i]);
      g_autofree char *whole = g_strdup_printf ("Half and whole (%s)", langs[i]);

      g_assert_true (wm_character_set_text (doc, id, "text", langs[i], half));
      g_assert_true (wm_character_set_text (doc, id, "text", langs[i], whole));
    }
  character = wm_variant_find_character (wm_document_get_variant (doc), id);
  {
    g_autofree char *key = g_strdup_printf ("character %s:text", id);
    for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
      g_assert_null (wm_document_get_text_outdated (doc, key, &character->text, langs[i]));
    g_assert_true (wm_character_set_text (doc, id, "text", "de", "Anders"));
    character = wm_variant_find_character (wm_document_get_variant (doc), id);
    g_assert_cmpstr (wm_document_get_text_outdated (doc, key, &character->text, "en"), ==, "de");
    g_assert_cmpstr (wm_document_get_text_outdated (doc, key, &character->text, "it"), ==, "de");
  }
}

/* The edit an undo label is checked on, made on a new document. */
typedef void (*LabelledEdit) (WmDocument *doc);

/* In English, German and Italian, @make's undo label is the label of the
 * same index in @labels; @msgid is a message of the label's catalogue. */
static void
assert_undo_labels (const char *msgid, LabelledEdit make, const char *const labels[3])
{
  static const struct
  {
    const char *lang, *locale;
  } langs[] = {
    { NULL, "C.UTF-8" },
    { "de", "de_DE.UTF-8" },
    { "it", "it_IT.UTF-8" },
  };
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();

  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autoptr (WmDocument) doc = wm_document_new_from_base ();

      if (!wm_test_use_language (langs[i].lang, langs[i].locale, msgid))
        {
          g_test_fail_printf ("no %s locale or catalogue", langs[i].lang);
          continue;
        }
      make (doc);
      g_assert_cmpstr (wm_document_get_undo_label (doc), ==, labels[i]);
    }
}

static void
add_quest (WmDocument *doc)
{
  g_autofree char *id = wm_deck_add_card (doc, "quests-r1", NULL, NULL);

  g_assert_nonnull (id);
}

/* The undo label of a card added names its deck as the designer sees it,
 * in the editor's language, as the other labels do: it named the deck by
 * its id, "Add a card to quests-r1". */
static void
test_add_card_undo_label (void)
{
  static const char *const labels[] = {
    "Add a card to “Quests of Calder and Elmswick”",
    "Karte zu „Aufträge aus Kalder und Ulmenwik“ hinzufügen",
    "Aggiungi una carta a «Missioni di Caldero e Olmovico»",
  };

  assert_undo_labels ("Add a card to “%s”", add_quest, labels);
}

static void
import_event (WmDocument *doc)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (wm_deck_import_csv (doc, "events", "id,name:en,effect\nX1,Only,lakes-closed\n",
                                     NULL, &error));
  g_assert_no_error (error);
}

/* The undo label of a CSV import names the deck so too: it read "Import
 * events from CSV", the file's id. */
static void
test_import_csv_undo_label (void)
{
  static const char *const labels[] = {
    "Import “Events” from CSV",
    "„Ereignisse“ aus CSV importieren",
    "Importa «Eventi» da CSV",
  };

  assert_undo_labels ("Import “%s” from CSV", import_event, labels);
}

static void
edit_event_text (WmDocument *doc)
{
  g_assert_true (wm_deck_edit_text (doc, "E07", "text", "it", "Oggi ogni locanda paga."));
}

static void
edit_ability_text (WmDocument *doc)
{
  g_assert_true (wm_character_set_text (doc, "green", "text", "it", "Puoi uscire dalla mappa."));
}

/* Undo labels of a text edited say the field and the language in words,
 * and a character by its name, in one sentence of the window's language:
 * they read "Modifica text della carta E07 (it)" and "Modifica text di
 * green (it)" (review e, finding 3). */
static void
test_text_undo_labels (void)
{
  static const char *const card_labels[] = {
    "Edit the text of card E07 in Italian",
    "Text der Karte E07 auf Italienisch bearbeiten",
    "Modifica il testo della carta E07 in italiano",
  };
  static const char *const ability_labels[] = {
    "Edit the ability of Bram Holloway in Italian",
    "Fähigkeit von Bram Holloway auf Italienisch bearbeiten",
    "Modifica la capacità di Bram Holloway in italiano",
  };

  assert_undo_labels ("Edit the text of card %s in %s", edit_event_text, card_labels);
  assert_undo_labels ("Edit the ability of %s in %s", edit_ability_text, ability_labels);
}

/* An effect in words reads as a phrase that says every parameter, those
 * left at their default too, in the window's language and in a print
 * job's (review: "Vie: Strada, Quanti: 2" read like a form). */
static void
test_effect_phrases (void)
{
  static const struct
  {
    const char *type, *params[4]; /* name, value pairs */
    WmScope scope;
    const char *en, *de, *it;
  } phrases[] = {
    { "extra-move", { "via", "road", "count", "2" }, WM_SCOPE_DAY,
      "2 extra moves by Road (the day)", "2 zusätzliche Schritte per Straße (der Tag)",
      "2 movimenti extra su Strada (il giorno)" },
    /* count left at its default, 1, and two path types */
    { "extra-move", { "via", "trail water" }, WM_SCOPE_INTRIGUE,
      "1 extra move by Trail or Water (the phase of the highwayman marker)",
      "1 zusätzlicher Schritt per Pfad oder Wasserweg (die Tageszeit des Intrigemarkers mit dem "
      "Wegelagerer)",
      "1 movimento extra su Sentiero o Acqua (la fase del segnalino intrigo con il brigante)" },
    { "extra-move", { "via", "card", "count", "3" }, WM_SCOPE_ALWAYS,
      "3 extra moves with the options of the card played (always)",
      "3 zusätzliche Schritte mit den Möglichkeiten der gespielten Karte (immer)",
      "3 movimenti extra con le opzioni della carta giocata (sempre)" },
    { "gold-bonus", { "on", "inn" }, WM_SCOPE_DAY, "1 extra gold for visiting an inn (the day)",
      "1 Gold extra für den Besuch eines Gasthauses (der Tag)",
      "1 oro extra per ogni visita a una locanda (il giorno)" },
    { "wrap-edges", { "via", "road lake" }, WM_SCOPE_ALWAYS,
      "Roads and lakes lead across the border to the opposite side, with any movement card "
      "(always)",
      "Straßen und Seen führen über den Rand auf die gegenüberliegende Seite, mit jeder "
      "Wegekarte (immer)",
      "Strade e laghi portano oltre il bordo sul lato opposto, con qualsiasi carta movimento "
      "(sempre)" },
    { "slot-change", { "accepts", "side", "delta", "-1" }, WM_SCOPE_DAY,
      "1 fewer slot for side quests (the day)", "1 Platz weniger für Missionen (der Tag)",
      "1 casella in meno per le missioni secondarie (il giorno)" },
    { "extra-draw", { NULL }, WM_SCOPE_DAY, "Draw 1 extra movement card (the day)",
      "1 zusätzliche Wegekarte ziehen (der Tag)", "Pesca 1 carta movimento extra (il giorno)" },
    { "step-bonus", { "count", "2" }, WM_SCOPE_DAY,
      "Every movement card allows 2 more moves (the day)",
      "Jede Wegekarte erlaubt 2 Schritte mehr (der Tag)",
      "Ogni carta movimento consente 2 movimenti in più (il giorno)" },
    { "path-closed", { "via", "trail" }, WM_SCOPE_DAY, "No moves by Trail (the day)",
      "Keine Schritte per Pfad (der Tag)", "Nessun movimento su Sentiero (il giorno)" },
    { "quest-take-extra", { NULL }, WM_SCOPE_DAY,
      "1 more new common quest may be taken on a turn (the day)",
      "1 neuer allgemeiner Auftrag mehr darf in einem Zug genommen werden (der Tag)",
      "Puoi prendere 1 missione comune nuova in più in un turno (il giorno)" },
    /* no parameters: its title */
    { "lakes-closed", { NULL }, WM_SCOPE_DAY, "Closed lakes (the day)",
      "Gesperrte Seen (der Tag)", "Laghi chiusi (il giorno)" },
  };
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) v = wm_variant_load_base (diags);

  for (guint i = 0; i < G_N_ELEMENTS (phrases); i++)
    {
      WmEffect *effect = wm_effect_new (phrases[i].type, phrases[i].scope);
      const char *want[] = { phrases[i].en, phrases[i].de, phrases[i].it };
      const char *langs[] = { "en", "de", "it" };

      for (guint p = 0; p + 1 < G_N_ELEMENTS (phrases[i].params) && phrases[i].params[p]; p += 2)
        wm_effect_set_param (effect, phrases[i].params[p], phrases[i].params[p + 1]);
      for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
        {
          g_autofree char *words = wm_effect_describe (v, effect, FALSE, langs[l], langs[l]);
          g_assert_cmpstr (words, ==, want[l]);
        }
      wm_effect_free (effect);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/decks/edits/%s", cases[i].name);
      g_test_add_data_func (path, &cases[i], run_case);
    }
  g_test_add_func ("/decks/edits/delete-used", test_delete_used_card);
  g_test_add_func ("/decks/edits/outdated-undo-redo", test_outdated_marks_undo_redo);
  g_test_add_func ("/decks/edits/outdated-names", test_outdated_names);
  g_test_add_func ("/decks/edits/outdated-new-card", test_outdated_new_card_filled_in);
  g_test_add_func ("/decks/edits/outdated-new-ability", test_outdated_new_ability_filled_in);
  g_test_add_func ("/decks/edits/new-quest-other-region", test_new_quest_other_region);
  g_test_add_func ("/decks/edits/new-event-asks-for-effect", test_new_event_asks_for_effect);
  g_test_add_func ("/decks/edits/new-movement-card-valid", test_new_movement_card_valid);
  g_test_add_func ("/decks/edits/new-movement-card-no-bid", test_new_movement_card_no_bid);
  g_test_add_func ("/decks/edits/duplicate-movement-cards", test_duplicate_movement_cards);
  g_test_add_func ("/decks/edits/duplicate-declared-languages",
                   test_duplicate_declared_languages);
  g_test_add_func ("/decks/edits/add-card-undo-label", test_add_card_undo_label);
  g_test_add_func ("/decks/edits/import-csv-undo-label", test_import_csv_undo_label);
  g_test_add_func ("/decks/edits/text-undo-labels", test_text_undo_labels);
  g_test_add_func ("/decks/effect-words/phrases", test_effect_phrases);
  for (guint i = 0; i < G_N_ELEMENTS (name_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/decks/edits/new-name/%s", name_cases[i].name);
      g_test_add_data_func (path, &name_cases[i], run_name_case);
    }
  return g_test_run ();
}
