/* The editor's sentences that quote a name the designer gave (toasts,
 * dialogs, undo labels, the lists of what a removal does) isolate it with
 * wm_text_isolate (): a right-to-left town, region, deck, card or
 * character name turns no more than itself around.
 *
 * Why walking sentences rather than scanning the sources: a name reaches
 * its sentence through local variables and helpers (name_of (),
 * town_name (), wm_play_card_name ()), which no pattern over printf's
 * arguments follows; a scan would pass what it cannot see. These are the
 * sentences of the edits every page calls, run on a copy of the base game
 * whose names are right to left. */

#include "config.h"

#include <string.h>

#include "wm-deck-edits.h"
#include "wm-piece-edits.h"
#include "wm-piece-uses.h"
#include "wm-region-removal.h"
#include "wm-sim-standout.h"

#define TOWN "עיר הנמל"
#define REGION "ארץ הנהרות"
#define DECK "אירועים"
#define CARD "שמן מנורה"
#define CHARACTER "אדום"
#define NAMES_N 5

static const char *const names[NAMES_N] = { TOWN, REGION, DECK, CARD, CHARACTER };

static void
name_everywhere (WmText *text, const char *name)
{
  static const char *const languages[] = { "en", "de", "it" };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    wm_text_set (text, languages[i], name);
}

/* Fails unless every right-to-left name in @sentence stands between the
 * left-to-right mark and FSI that wm_text_isolate () puts before it and
 * the PDI after it. */
static void
assert_isolated (const char *sentence)
{
  guint found = 0;

  g_assert_nonnull (sentence);
  for (guint n = 0; n < NAMES_N; n++)
    for (const char *at = strstr (sentence, names[n]); at != NULL;
         at = strstr (at + 1, names[n]))
      {
        const char *before = "\u200E\u2068", *after = "\u2069";
        size_t lb = strlen (before);
        if (at - sentence < (ptrdiff_t) lb || strncmp (at - lb, before, lb) != 0
            || !g_str_has_prefix (at + strlen (names[n]), after))
          g_error ("“%s” is not isolated in: %s", names[n], sentence);
        found++;
      }
  if (found == 0)
    g_error ("no name in: %s", sentence);
}

typedef struct
{
  WmDocument *doc;
  const char *town;   /* red's start town */
  const char *region; /* the region of the first quest deck */
  const char *quests; /* that deck */
  const char *events; /* the only deck of events */
  const char *card;   /* a card that targets the town */
} Fixture;

/* The base game with right-to-left names for the pieces the sentences below name. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  WmVariant *variant;
  WmCharacter *red;

  f->doc = wm_document_new_from_base ();
  variant = wm_document_get_variant (f->doc);
  red = wm_variant_find_character (variant, "red");
  g_assert_nonnull (red);
  name_everywhere (&red->name, CHARACTER);
  f->town = red->start_town;
  for (guint t = 0; t < variant->towns->len; t++)
    name_everywhere (&((WmTown *) g_ptr_array_index (variant->towns, t))->name, TOWN);
  for (guint d = 0; d < variant->decks->len; d++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (deck->kind == WM_DECK_EVENT)
        f->events = deck->id;
      if (deck->kind == WM_DECK_COMMON_QUEST && f->quests == NULL && deck->cards->len > 0)
        {
          f->quests = deck->id;
          f->region = deck->region;
        }
      if (deck->kind == WM_DECK_EVENT || deck->kind == WM_DECK_COMMON_QUEST)
        name_everywhere (&deck->name, DECK);
      for (guint c = 0; c < deck->cards->len; c++)
        {
          WmCard *card = g_ptr_array_index (deck->cards, c);
          for (guint t = 0; t < card->targets->len && f->card == NULL; t++)
            if (g_strcmp0 (((WmTarget *) g_ptr_array_index (card->targets, t))->town, f->town)
                == 0)
              f->card = card->id;
          name_everywhere (&card->name, CARD);
        }
    }
  for (guint r = 0; r < variant->regions->len; r++)
    name_everywhere (&((WmRegion *) g_ptr_array_index (variant->regions, r))->name, REGION);
  g_assert_nonnull (f->events);
  g_assert_nonnull (f->quests);
  g_assert_nonnull (f->card);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->doc);
}

/* The Rules page: what uses a town, why it cannot go, and what its removal
 * with its uses does (the dialog's heading and lines). */
static void
test_town (Fixture *f, gconstpointer data)
{
  const WmVariant *variant = wm_document_get_variant (f->doc);
  g_autofree char *use = wm_piece_use (variant, WM_PIECE_TOWN, f->town);
  g_autofree char *instead = wm_piece_default_replacement (variant, WM_PIECE_TOWN, f->town);
  g_autoptr (GPtrArray) lines = NULL;
  g_autoptr (GError) error = NULL;

  assert_isolated (use);
  g_assert_false (wm_piece_edit_remove (f->doc, WM_PIECE_TOWN, f->town, &error));
  assert_isolated (error->message);
  g_assert_nonnull (instead);
  lines = wm_piece_list_uses (variant, WM_PIECE_TOWN, f->town, instead);
  g_assert_cmpuint (lines->len, >, 1);
  for (guint i = 0; i < lines->len; i++)
    assert_isolated (g_ptr_array_index (lines, i));
}

/* The Decks and Characters pages: a deck the game needs, and the undo
 * label of a character removed. */
static void
test_decks_and_characters (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (wm_deck_remove (f->doc, f->events, &error));
  assert_isolated (error->message);
  g_clear_error (&error);
  g_assert_false (wm_deck_remove (f->doc, f->quests, &error));
  assert_isolated (error->message);
  /* a character can go once fewer players play than there are characters */
  wm_document_get_variant (f->doc)->rules.max_players = 3;
  g_assert_true (wm_character_remove (f->doc, "red", NULL));
  assert_isolated (wm_document_get_undo_label (f->doc));
}

/* The Map page: what deleting a region takes with it; the simulation's
 * card titles. */
static void
test_regions_and_cards (Fixture *f, gconstpointer data)
{
  const WmVariant *variant = wm_document_get_variant (f->doc);
  g_autoptr (GPtrArray) lines = wm_map_list_region_removal (variant, f->region);
  g_autofree char *title = wm_sim_card_title (variant, f->card);

  g_assert_cmpuint (lines->len, >, 0);
  for (guint i = 0; i < lines->len; i++)
    assert_isolated (g_ptr_array_index (lines, i));
  assert_isolated (title);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/isolated-names/town", Fixture, NULL, fixture_set_up, test_town,
              fixture_tear_down);
  g_test_add ("/isolated-names/decks-and-characters", Fixture, NULL, fixture_set_up,
              test_decks_and_characters, fixture_tear_down);
  g_test_add ("/isolated-names/regions-and-cards", Fixture, NULL, fixture_set_up,
              test_regions_and_cards, fixture_tear_down);
  return g_test_run ();
}
