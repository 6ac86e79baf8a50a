#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "wm-deck-csv.h"
#include "wm-deck-edits.h"
#include "wm-locale.h"
#include "wm-placeholders.h"
#include "wm-registry.h"
#include "wm-variant-io.h"

/* One edit's arguments; the apply function reads what it needs. */
typedef struct Edit Edit;
typedef void (*EditFunc) (WmVariant *variant, Edit *edit);

struct Edit
{
  EditFunc func;
  const char *id;
  const char *name;
  const char *lang;
  const char *value;
  const char *const *ids;
  int number, number2;
  guint index;
  WmEffectListKind list;
  GStrv result; /* ids an edit made */
  gboolean failed;
  GPtrArray *problems;
  GError *error;
};

G_DEFINE_QUARK (wm-deck-edit-error-quark, wm_deck_edit_error)

static void
run_edit (WmVariant *variant, gpointer data)
{
  Edit *edit = data;
  edit->func (variant, edit);
}

static gboolean
edit (WmDocument *doc, const char *label, Edit *e)
{
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  if (!wm_document_edit (doc, label, run_edit, e, &error))
    {
      g_warning ("%s: %s", label, error->message);
      return FALSE;
    }
  return !e->failed;
}

/* Whether @was, a card's name in @lang, is still the one the deck editor
 * gave the new card, in @lang or in English (the source text, what a
 * language without a catalogue gets). */
static gboolean
is_new_card_name (const char *lang, const char *was)
{
  return g_strcmp0 (was, WM_PLACEHOLDER_NEW_CARD) == 0
         || g_strcmp0 (was, wm_locale_gettext (lang, WM_PLACEHOLDER_NEW_CARD)) == 0;
}

/* A card's or an ability's text (@text, before the edit) is about to
 * change in @lang from @was to @value: the other languages' texts may now
 * say less (review 8: an
 * ability text extended in German left English and Italian silently
 * behind). A text written where there was none marks nothing: the others
 * were not a translation of it; nor does a name written over the
 * placeholder "New card" (review 15, R15-4). */
static void
note_text_edit (WmDocument *doc, const char *key, const WmText *text, const char *lang,
                const char *was, const char *value)
{
  if (g_strcmp0 (was != NULL ? was : "", value != NULL ? value : "") == 0)
    return;
  if (is_new_card_name (lang, was))
    was = NULL;
  wm_document_text_edited (doc, key, text, lang, was);
}

/* ---- cards -------------------------------------------------------------- */

static WmText *
card_text (WmCard *card, const char *field)
{
  return g_str_equal (field, "text") ? &card->text : &card->name;
}

static void
set_text_value (WmText *text, const char *lang, const char *value)
{
  if (value == NULL || *value == '\0')
    wm_text_remove (text, lang);
  else
    wm_text_set (text, lang, value);
}

static void
apply_text (WmVariant *variant, Edit *e)
{
  WmCard *card = wm_variant_find_card (variant, e->id, NULL);

  if (card == NULL)
    e->failed = TRUE;
  else
    set_text_value (card_text (card, e->name), e->lang, e->value);
}

gboolean
wm_deck_edit_text (WmDocument *doc, const char *card_id, const char *field, const char *lang,
                   const char *value)
{
  Edit e = { apply_text, card_id, field, lang, value };
  g_autofree char *language = wm_locale_language_in_sentence (lang);
  /* One sentence per field, the language in the window's words: it read
   * "Modifica text della carta E23 (it)" (review e, finding 3). */
  g_autofree char *label
      = g_str_equal (field, "text")
            /* Translators: an undo label; %2$s is the language as a sentence names it
             * ("Italian", "italiano"). */
            ? g_strdup_printf (_("Edit the text of card %s in %s"), card_id, language)
            /* Translators: an undo label; %2$s is the language as a sentence names it. */
            : g_strdup_printf (_("Edit the name of card %s in %s"), card_id, language);
  WmCard *card = wm_variant_find_card (wm_document_get_variant (doc), card_id, NULL);
  g_autofree char *was
      = card != NULL ? g_strdup (wm_text_get_exact (card_text (card, field), lang)) : NULL;
  g_autofree char *key = g_strdup_printf ("card %s:%s", card_id, field);

  /* Marked before the edit, whose "changed" the form shows the marks on;
   * names as texts: a title renamed in one language is a translation
   * left behind in the others as much as a text. */
  if (card != NULL)
    note_text_edit (doc, key, card_text (card, field), lang, was, value);
  return edit (doc, label, &e);
}

static void
apply_number (WmVariant *variant, Edit *e)
{
  WmCard *card = wm_variant_find_card (variant, e->id, NULL);

  if (card == NULL)
    e->failed = TRUE;
  else if (g_str_equal (e->name, "bid"))
    card->bid = e->number;
  else if (g_str_equal (e->name, "steps"))
    card->steps = e->number;
  else
    e->failed = TRUE;
}

gboolean
wm_deck_edit_number (WmDocument *doc, const char *card_id, const char *field, int value)
{
  Edit e = { apply_number, card_id, field, .number = value };
  g_autofree char *label = g_strdup_printf (_("Change the %s of card %s"), field, card_id);
  return edit (doc, label, &e);
}

static void
apply_words (WmVariant *variant, Edit *e)
{
  WmCard *card = wm_variant_find_card (variant, e->id, NULL);
  g_auto (GStrv) words = wm_split_words (e->value);
  guint n = g_strv_length (words);

  if (card == NULL)
    {
      e->failed = TRUE;
      return;
    }
  if (g_str_equal (e->name, "paths"))
    {
      g_strfreev (card->paths);
      card->paths = n > 0 ? g_steal_pointer (&words) : NULL;
    }
  else if (g_str_equal (e->name, "arrows"))
    {
      g_clear_pointer (&card->arrows, g_free);
      card->n_arrows = n;
      card->arrows = n > 0 ? g_new0 (WmDirection, n) : NULL;
      for (guint i = 0; i < n; i++)
        card->arrows[i] = wm_direction_from_string (words[i]);
    }
  else if (g_str_equal (e->name, "target"))
    wm_card_set_target_towns (card, words);
}

gboolean
wm_deck_edit_words (WmDocument *doc, const char *card_id, const char *field, const char *words)
{
  Edit e = { apply_words, card_id, field, .value = words };
  g_autofree char *label = g_strdup_printf (_("Change the %s of card %s"), field, card_id);
  return edit (doc, label, &e);
}

static void
apply_character (WmVariant *variant, Edit *e)
{
  WmCard *card = wm_variant_find_card (variant, e->id, NULL);

  if (card == NULL)
    {
      e->failed = TRUE;
      return;
    }
  g_free (card->character);
  card->character = e->value && *e->value ? g_strdup (e->value) : NULL;
}

gboolean
wm_deck_edit_character (WmDocument *doc, const char *card_id, const char *character)
{
  Edit e = { apply_character, card_id, .value = character };
  g_autofree char *label = g_strdup_printf (_("Change the character of card %s"), card_id);
  return edit (doc, label, &e);
}

static void
apply_reward (WmVariant *variant, Edit *e)
{
  WmCard *card = wm_variant_find_card (variant, e->id, NULL);

  if (card == NULL)
    {
      e->failed = TRUE;
      return;
    }
  if (card->reward == NULL)
    card->reward = g_new0 (WmReward, 1);
  if (e->number2 == 0)
    card->reward->gold = e->number;
  else if (e->number2 == 1)
    card->reward->movement = e->number;
  else
    card->reward->side_quest = e->number;
}

gboolean
wm_deck_edit_reward (WmDocument *doc, const char *card_id, int part, int value)
{
  Edit e = { apply_reward, card_id, .number = value, .number2 = part };
  g_autofree char *label = g_strdup_printf (_("Change the reward of card %s"), card_id);
  return edit (doc, label, &e);
}

/* ---- adding, copying, removing, moving ---------------------------------- */

/* The next free id after @last ("A12" → "A13"), or from a prefix by kind. */
static char *
next_card_id (const WmVariant *variant, const WmDeck *deck, const char *last)
{
  static const char *const prefixes[WM_N_DECK_KINDS] = { "Q", "S", "P", "M", "C", "E" };
  g_autofree char *prefix = NULL;
  const char *digits;
  int width, number;

  if (last == NULL && deck->cards->len > 0)
    last = ((WmCard *) g_ptr_array_index (deck->cards, deck->cards->len - 1))->id;
  if (last == NULL)
    last = prefixes[deck->kind];
  digits = last + strlen (last);
  while (digits > last && g_ascii_isdigit (digits[-1]))
    digits--;
  prefix = g_strndup (last, digits - last);
  width = MAX ((int) strlen (digits), 2);
  number = atoi (digits);
  for (;;)
    {
      char *id = g_strdup_printf ("%s%0*d", prefix, width, ++number);
      if (wm_variant_find_card (variant, id, NULL) == NULL)
        return id;
      g_free (id);
    }
}

static const char *
first_id (GPtrArray *array, gsize id_offset)
{
  if (array == NULL || array->len == 0)
    return NULL;
  return G_STRUCT_MEMBER (char *, g_ptr_array_index (array, 0), id_offset);
}

/* A first task that needs no parameters, so a new quest is valid. */
static const char *
simple_task_type (void)
{
  int n;
  const WmTypeSpec *specs = wm_registry_tasks (&n);

  for (int i = 0; i < n; i++)
    if (specs[i].n_params == 0)
      return specs[i].name;
  return specs[0].name;
}

static gboolean
is_movement_deck (const WmDeck *deck)
{
  return deck->kind == WM_DECK_MOVEMENT || deck->kind == WM_DECK_COMMON_MOVEMENT;
}

static int
compare_bids (gconstpointer a, gconstpointer b)
{
  const WmCard *x = *(WmCard *const *) a, *y = *(WmCard *const *) b;

  return (x->bid > y->bid) - (x->bid < y->bid);
}

/* Bids for new @cards (a new card, copies of a character's cards): the
 * lowest numbers no movement card bids, in the order of their bids now,
 * since the rules break no ties (card-bid-duplicate). FALSE when the
 * schema's 1–999 run out. */
static gboolean
fresh_bids (const WmVariant *variant, GPtrArray *cards)
{
  g_autoptr (GHashTable) used = g_hash_table_new (g_direct_hash, g_direct_equal);
  int bid = 0;

  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      for (guint i = 0; i < deck->cards->len; i++)
        if (is_movement_deck (deck))
          g_hash_table_add (used,
                            GINT_TO_POINTER (((WmCard *) g_ptr_array_index (deck->cards, i))->bid));
    }
  g_ptr_array_sort (cards, compare_bids);
  for (guint i = 0; i < cards->len; i++)
    {
      do
        bid++;
      while (g_hash_table_contains (used, GINT_TO_POINTER (bid)));
      if (bid > 999)
        return FALSE;
      ((WmCard *) g_ptr_array_index (cards, i))->bid = bid;
    }
  return TRUE;
}

/* The variant's first path type in any direction, else an arrow north
 * (a variant without path types): a movement card needs one of them
 * (card-options-empty). */
static void
give_first_option (const WmVariant *variant, WmCard *card)
{
  const char *path_type = first_id (variant->path_types, G_STRUCT_OFFSET (WmPathType, id));

  if (path_type != NULL)
    {
      card->paths = g_new0 (char *, 2);
      card->paths[0] = g_strdup (path_type);
      return;
    }
  card->n_arrows = 1;
  card->arrows = g_new0 (WmDirection, 1);
  card->arrows[0] = WM_DIR_N;
}

/* A new movement card that validates (review 14's R14-3): a bid no card
 * has, the rulebook's fewest moves for its kind, and the variant's first
 * path type in any direction (an arrow north when it has none). FALSE
 * when no bid is left. */
static gboolean
fill_new_movement_card (const WmVariant *variant, const WmDeck *deck, WmCard *card)
{
  g_autoptr (GPtrArray) one = g_ptr_array_new ();

  g_ptr_array_add (one, card);
  if (!fresh_bids (variant, one))
    return FALSE;
  card->steps = wm_registry_card_kind (deck->kind)->steps_min;
  give_first_option (variant, card);
  return TRUE;
}

/* What a card of the deck's kind needs to load and validate: a name, and
 * the kind's required content: a common quest's target in another region,
 * the variant's first character, a task without parameters, a movement
 * card's free bid … FALSE when a movement card has no bid left. */
static gboolean
fill_new_card (const WmVariant *variant, const WmDeck *deck, WmCard *card)
{
  const char *town = wm_variant_new_quest_town (variant, deck);

  wm_variant_set_placeholder (variant, &card->name, WM_PLACEHOLDER_NEW_CARD);
  switch (deck->kind)
    {
    case WM_DECK_COMMON_QUEST:
      if (town != NULL)
        {
          WmTarget *target = g_new0 (WmTarget, 1);
          target->town = g_strdup (town);
          g_ptr_array_add (card->targets, target);
        }
      break;
    case WM_DECK_PERSONAL_QUEST:
      card->character = g_strdup (first_id (variant->characters,
                                            G_STRUCT_OFFSET (WmCharacter, id)));
      /* The rulebook's task, as every personal quest of the base game has */
      g_ptr_array_add (card->tasks, wm_effect_new ("visit-town-other-region", WM_SCOPE_ALWAYS));
      wm_effect_set_param (g_ptr_array_index (card->tasks, 0), "from", "start");
      break;
    case WM_DECK_SIDE_QUEST:
      g_ptr_array_add (card->tasks, wm_effect_new (simple_task_type (), WM_SCOPE_ALWAYS));
      break;
    case WM_DECK_MOVEMENT:
    case WM_DECK_COMMON_MOVEMENT:
      return fill_new_movement_card (variant, deck, card);
    case WM_DECK_EVENT:
      /* No effect: a real one chosen for the designer would be easy to miss
       * under the text; Validation's event-no-effect asks for one. */
      break;
    case WM_N_DECK_KINDS:
      break;
    }
  if (deck->kind <= WM_DECK_PERSONAL_QUEST)
    {
      card->reward = g_new0 (WmReward, 1);
      card->reward->gold = 1;
    }
  return TRUE;
}

static int
card_index (const WmDeck *deck, const char *id)
{
  for (guint i = 0; i < deck->cards->len; i++)
    if (g_strcmp0 (((WmCard *) g_ptr_array_index (deck->cards, i))->id, id) == 0)
      return i;
  return -1;
}

static void
apply_add (WmVariant *variant, Edit *e)
{
  WmDeck *deck = wm_variant_find_deck (variant, e->id);
  WmCard *card;
  int after;

  if (deck == NULL)
    {
      e->failed = TRUE;
      return;
    }
  card = wm_card_new (NULL);
  card->id = next_card_id (variant, deck, NULL);
  if (!fill_new_card (variant, deck, card))
    {
      wm_card_free (card);
      e->failed = TRUE;
      return;
    }
  after = e->value ? card_index (deck, e->value) : -1;
  g_ptr_array_insert (deck->cards, after >= 0 ? after + 1 : -1, card);
  e->result = g_new0 (char *, 2);
  e->result[0] = g_strdup (card->id);
}

char *
wm_deck_label_name (WmDocument *doc, const char *deck_id)
{
  const WmVariant *variant = wm_document_get_variant (doc);
  const WmDeck *deck = wm_variant_find_deck (variant, deck_id);

  return deck != NULL ? wm_variant_isolated_name (variant, &deck->name, deck_id)
                      : g_strdup (deck_id);
}

char *
wm_deck_add_card (WmDocument *doc, const char *deck_id, const char *after_id, GError **error)
{
  Edit e = { apply_add, deck_id, .value = after_id };
  const WmDeck *deck = wm_variant_find_deck (wm_document_get_variant (doc), deck_id);
  g_autofree char *name = wm_deck_label_name (doc, deck_id);
  g_autofree char *label = g_strdup_printf (_("Add a card to “%s”"), name);
  g_auto (GStrv) result = NULL;

  edit (doc, label, &e);
  result = e.result;
  if (result == NULL && deck != NULL && is_movement_deck (deck))
    g_set_error_literal (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                         _("Movement cards bid at most 999, and no bid is left for a new card"));
  return result ? g_strdup (result[0]) : NULL;
}

static WmEffect *
copy_effect (const WmEffect *from)
{
  WmEffect *to = wm_effect_new (from->type, from->scope);

  for (guint p = 0; p < from->params->len; p++)
    {
      const WmParam *param = g_ptr_array_index (from->params, p);
      wm_effect_set_param (to, param->name, param->value);
    }
  return to;
}

static void
copy_text (WmText *to, const WmText *from)
{
  for (guint i = 0; from->entries && i < from->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (from->entries, i);
      wm_text_set (to, entry->lang, entry->text);
    }
}

/* A copy of the card's content (comments and foreign content stay behind).
 * Its names stay as they are in every language, with no “Copy of”: a deck
 * often holds the same card twice, and a prefix would have to be written
 * in each language and then taken out again. */
static WmCard *
copy_card (const WmCard *from, char *id)
{
  WmCard *to = wm_card_new (NULL);

  to->id = id;
  copy_text (&to->name, &from->name);
  copy_text (&to->text, &from->text);
  to->bid = from->bid;
  to->steps = from->steps;
  to->paths = g_strdupv (from->paths);
  to->n_arrows = from->n_arrows;
  to->arrows = g_memdup2 (from->arrows, sizeof (WmDirection) * from->n_arrows);
  to->character = g_strdup (from->character);
  for (guint i = 0; i < from->targets->len; i++)
    {
      WmTarget *target = g_new0 (WmTarget, 1);
      target->town = g_strdup (((WmTarget *) g_ptr_array_index (from->targets, i))->town);
      g_ptr_array_add (to->targets, target);
    }
  for (guint i = 0; i < from->tasks->len; i++)
    g_ptr_array_add (to->tasks, copy_effect (g_ptr_array_index (from->tasks, i)));
  for (guint i = 0; i < from->effects->len; i++)
    g_ptr_array_add (to->effects, copy_effect (g_ptr_array_index (from->effects, i)));
  if (from->reward != NULL)
    {
      to->reward = g_new0 (WmReward, 1);
      to->reward->gold = from->reward->gold;
      to->reward->movement = from->reward->movement;
      to->reward->side_quest = from->reward->side_quest;
    }
  return to;
}

/* The indices of @ids in the deck, ascending; unknown ids are skipped. */
static GArray *
indices_of (const WmDeck *deck, const char *const *ids)
{
  GArray *indices = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < deck->cards->len; i++)
    if (g_strv_contains (ids, ((WmCard *) g_ptr_array_index (deck->cards, i))->id))
      g_array_append_val (indices, i);
  return indices;
}

static void
apply_duplicate (WmVariant *variant, Edit *e)
{
  WmDeck *deck = wm_variant_find_deck (variant, e->id);
  const char *const *languages = (const char *const *) variant->info.languages;
  g_autoptr (GArray) indices = NULL;
  g_autoptr (GPtrArray) copies = NULL;
  GStrvBuilder *builder;
  int at;

  if (deck == NULL || (indices = indices_of (deck, e->ids))->len == 0)
    {
      e->failed = TRUE;
      return;
    }
  copies = g_ptr_array_new ();
  at = g_array_index (indices, int, indices->len - 1) + 1;
  for (guint i = 0; i < indices->len; i++)
    {
      const WmCard *from = g_ptr_array_index (deck->cards, g_array_index (indices, int, i));
      WmCard *copy = copy_card (from, next_card_id (variant, deck, from->id));
      /* Its texts in the variant's languages only, as Duplicate region
       * names its copy: a text in a language taken off the Overview's list
       * but kept there is none the copy is read by, only one more
       * lang-undeclared warning. */
      if (languages != NULL && languages[0] != NULL)
        {
          wm_text_keep_languages (&copy->name, languages);
          wm_text_keep_languages (&copy->text, languages);
        }
      g_ptr_array_insert (deck->cards, at + i, copy);
      g_ptr_array_add (copies, copy);
    }
  /* A copied movement card would tie with its original (card-bid-duplicate). */
  if (is_movement_deck (deck) && !fresh_bids (variant, copies))
    {
      g_ptr_array_remove_range (deck->cards, at, copies->len); /* the deck frees them */
      e->failed = TRUE;
      return;
    }
  builder = g_strv_builder_new ();
  for (guint i = 0; i < copies->len; i++)
    g_strv_builder_add (builder, ((WmCard *) g_ptr_array_index (deck->cards, at + i))->id);
  e->result = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
}

GStrv
wm_deck_duplicate_cards (WmDocument *doc, const char *deck_id, const char *const *ids)
{
  Edit e = { apply_duplicate, deck_id, .ids = ids };

  edit (doc, g_strv_length ((GStrv) ids) == 1 ? _("Duplicate a card") : _("Duplicate cards"),
        &e);
  return e.result;
}

static void
apply_delete (WmVariant *variant, Edit *e)
{
  WmDeck *deck = wm_variant_find_deck (variant, e->id);
  g_autoptr (GArray) indices = NULL;

  if (deck == NULL)
    {
      e->failed = TRUE;
      return;
    }
  indices = indices_of (deck, e->ids);
  for (int i = indices->len - 1; i >= 0; i--)
    g_ptr_array_remove_index (deck->cards, g_array_index (indices, int, i));
}

/* The first of @ids some character has as personal quest, and the names of
 * all the characters that do, as "Red, Mirela"; NULL when none is used. */
static const char *
card_in_use (const WmVariant *variant, const char *const *ids, GString *names, guint *n_names)
{
  for (guint i = 0; ids[i] != NULL; i++)
    {
      for (guint c = 0; c < variant->characters->len; c++)
        {
          const WmCharacter *ch = g_ptr_array_index (variant->characters, c);
          if (g_strcmp0 (ch->personal_quest, ids[i]) != 0)
            continue;
          g_autofree char *name = wm_variant_isolated_name (variant, &ch->name, ch->id);
          g_string_append_printf (names, "%s%s", names->len ? ", " : "", name);
          (*n_names)++;
        }
      if (*n_names > 0)
        return ids[i];
    }
  return NULL;
}

/* Sets @error and returns TRUE when a character has one of @ids as
 * personal quest: as a region the board uses, such a card is not taken
 * away, and the sentence says what to change first. */
static gboolean
refuse_used_cards (const WmVariant *variant, const char *const *ids, GError **error)
{
  g_autoptr (GString) names = g_string_new (NULL);
  guint n_names = 0;
  const char *used = card_in_use (variant, ids, names, &n_names);
  const WmCard *card;
  g_autofree char *card_name = NULL;

  if (used == NULL)
    return FALSE;
  card = wm_variant_find_card (variant, used, NULL);
  card_name = card ? wm_variant_isolated_name (variant, &card->name, used) : g_strdup (used);
  g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
               g_dngettext (NULL,
                            "“%s” (%s) is the personal quest of %s: give the character "
                            "another one under Characters first",
                            "“%s” (%s) is the personal quest of %s: give these characters "
                            "another one under Characters first",
                            n_names),
               card_name, used, names->str);
  return TRUE;
}

gboolean
wm_deck_delete_cards (WmDocument *doc, const char *deck_id, const char *const *ids,
                      GError **error)
{
  Edit e = { apply_delete, deck_id, .ids = ids };

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  g_return_val_if_fail (ids != NULL, FALSE);
  if (refuse_used_cards (wm_document_get_variant (doc), ids, error))
    return FALSE;
  return edit (doc, g_strv_length ((GStrv) ids) == 1 ? _("Delete a card") : _("Delete cards"),
               &e);
}

/* Moving a block of cards by one is moving the card next to it to the other
 * side of the block. */
static void
apply_move (WmVariant *variant, Edit *e)
{
  WmDeck *deck = wm_variant_find_deck (variant, e->id);
  g_autoptr (GArray) indices = NULL;
  int first, last;
  gpointer card;

  if (deck == NULL || (indices = indices_of (deck, e->ids))->len == 0)
    {
      e->failed = TRUE;
      return;
    }
  first = g_array_index (indices, int, 0);
  last = g_array_index (indices, int, indices->len - 1);
  if (e->number < 0 && first > 0)
    {
      card = g_ptr_array_steal_index (deck->cards, first - 1);
      g_ptr_array_insert (deck->cards, last, card);
    }
  else if (e->number > 0 && last + 1 < (int) deck->cards->len)
    {
      card = g_ptr_array_steal_index (deck->cards, last + 1);
      g_ptr_array_insert (deck->cards, first, card);
    }
}

gboolean
wm_deck_move_cards (WmDocument *doc, const char *deck_id, const char *const *ids, int delta)
{
  Edit e = { apply_move, deck_id, .ids = ids, .number = delta };
  return edit (doc, delta < 0 ? _("Move cards up") : _("Move cards down"), &e);
}

static void
apply_import (WmVariant *variant, Edit *e)
{
  if (!wm_deck_csv_import (variant, e->id, e->value, -1, &e->problems, &e->error))
    e->failed = TRUE;
}

/* Whether a character has a card of @deck as personal quest. */
static gboolean
deck_has_used_card (const WmVariant *variant, const WmDeck *deck)
{
  for (guint c = 0; c < variant->characters->len; c++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, c);
      for (guint i = 0; ch->personal_quest && i < deck->cards->len; i++)
        if (g_str_equal (((WmCard *) g_ptr_array_index (deck->cards, i))->id, ch->personal_quest))
          return TRUE;
    }
  return FALSE;
}

/* An import removes the cards without a row, which must not take a
 * character's personal quest away either. Which cards go only the import
 * knows (ids, quoting, separators), so it is tried on a copy first. */
static gboolean
refuse_import (WmDocument *doc, const char *deck_id, const char *csv, GError **error)
{
  const WmVariant *variant = wm_document_get_variant (doc);
  const WmDeck *deck = wm_variant_find_deck (variant, deck_id);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmVariant) trial = NULL;
  g_autoptr (GPtrArray) gone = NULL;

  if (deck == NULL || !deck_has_used_card (variant, deck))
    return FALSE;
  bytes = wm_variant_save_bytes (variant);
  diags = wm_diagnostics_new ("import");
  trial = wm_variant_load_bytes_for_editing (bytes, "import", diags);
  /* A CSV with problems is refused by the import itself, with its cells. */
  if (trial == NULL || !wm_deck_csv_import (trial, deck_id, csv, -1, NULL, NULL))
    return FALSE;
  gone = g_ptr_array_new ();
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, i);
      if (wm_variant_find_card (trial, card->id, NULL) == NULL)
        g_ptr_array_add (gone, card->id);
    }
  g_ptr_array_add (gone, NULL);
  return refuse_used_cards (variant, (const char *const *) gone->pdata, error);
}

gboolean
wm_deck_import_csv (WmDocument *doc, const char *deck_id, const char *csv, GPtrArray **problems,
                    GError **error)
{
  Edit e = { apply_import, deck_id, .value = csv };
  g_autofree char *name = wm_deck_label_name (doc, deck_id);
  g_autofree char *label = g_strdup_printf (_("Import “%s” from CSV"), name);

  if (problems != NULL)
    *problems = NULL;
  if (refuse_import (doc, deck_id, csv, error))
    return FALSE;
  edit (doc, label, &e);
  if (problems != NULL)
    *problems = e.problems;
  else if (e.problems != NULL)
    g_ptr_array_unref (e.problems);
  if (e.error != NULL)
    {
      g_propagate_error (error, e.error);
      return FALSE;
    }
  return !e.failed;
}

/* ---- effects ------------------------------------------------------------ */

GPtrArray *
wm_effect_list_resolve (WmVariant *variant, WmEffectListKind kind, const char *id)
{
  WmCard *card;
  WmCharacter *character;

  if (id == NULL)
    return NULL;
  if (kind == WM_EFFECT_LIST_CHARACTER)
    return (character = wm_variant_find_character (variant, id)) ? character->effects : NULL;
  card = wm_variant_find_card (variant, id, NULL);
  if (card == NULL)
    return NULL;
  return kind == WM_EFFECT_LIST_CARD_TASKS ? card->tasks : card->effects;
}

static WmEffect *
effect_at (WmVariant *variant, Edit *e, GPtrArray **list_out)
{
  GPtrArray *list = wm_effect_list_resolve (variant, e->list, e->id);

  if (list_out != NULL)
    *list_out = list;
  if (list == NULL || e->index >= list->len)
    {
      e->failed = TRUE;
      return NULL;
    }
  return g_ptr_array_index (list, e->index);
}

static void
apply_effect_add (WmVariant *variant, Edit *e)
{
  GPtrArray *list = wm_effect_list_resolve (variant, e->list, e->id);
  gboolean tasks = e->list == WM_EFFECT_LIST_CARD_TASKS;
  const WmTypeSpec *spec = tasks ? wm_registry_find_task (e->value)
                                 : wm_registry_find_effect (e->value);
  WmEffect *effect;

  if (list == NULL || spec == NULL)
    {
      e->failed = TRUE;
      return;
    }
  effect = wm_effect_new (spec->name, e->list == WM_EFFECT_LIST_CARD_EFFECTS ? WM_SCOPE_DAY
                                                                             : WM_SCOPE_ALWAYS);
  /* Required parameters start at a valid value where one is obvious. */
  for (int p = 0; p < spec->n_params; p++)
    {
      const WmParamSpec *param = &spec->params[p];
      const char *value = NULL;
      if (!param->required)
        continue;
      if (param->choices != NULL)
        value = param->choices[0];
      else if (param->kind == WM_PARAM_NUMBER)
        value = param->min > 0 ? "1" : "0";
      else if (param->kind == WM_PARAM_PATH_TYPES || param->kind == WM_PARAM_PATH_TYPES_OR_CARD)
        value = first_id (variant->path_types, G_STRUCT_OFFSET (WmPathType, id));
      else if (param->kind == WM_PARAM_TOWN)
        value = first_id (variant->towns, G_STRUCT_OFFSET (WmTown, id));
      else if (param->kind == WM_PARAM_FLAG)
        value = "false";
      if (value != NULL)
        {
          g_autofree char *number = param->kind == WM_PARAM_NUMBER
                                        ? g_strdup_printf ("%d", CLAMP (atoi (value), param->min,
                                                                        param->max))
                                        : NULL;
          wm_effect_set_param (effect, param->name, number ? number : value);
        }
    }
  g_ptr_array_add (list, effect);
}

gboolean
wm_effects_add (WmDocument *doc, WmEffectListKind kind, const char *id, const char *type)
{
  Edit e = { apply_effect_add, id, .value = type, .list = kind };
  return edit (doc, kind == WM_EFFECT_LIST_CARD_TASKS ? _("Add a task") : _("Add an effect"), &e);
}

static void
apply_effect_remove (WmVariant *variant, Edit *e)
{
  GPtrArray *list;

  if (effect_at (variant, e, &list) != NULL)
    g_ptr_array_remove_index (list, e->index);
}

gboolean
wm_effects_remove (WmDocument *doc, WmEffectListKind kind, const char *id, guint index)
{
  Edit e = { apply_effect_remove, id, .index = index, .list = kind };
  return edit (doc, kind == WM_EFFECT_LIST_CARD_TASKS ? _("Remove a task") : _("Remove an effect"),
               &e);
}

static void
apply_effect_move (WmVariant *variant, Edit *e)
{
  GPtrArray *list;
  int to = (int) e->index + e->number;

  if (effect_at (variant, e, &list) == NULL || to < 0 || to >= (int) list->len)
    return;
  g_ptr_array_insert (list, to, g_ptr_array_steal_index (list, e->index));
}

gboolean
wm_effects_move (WmDocument *doc, WmEffectListKind kind, const char *id, guint index, int delta)
{
  Edit e = { apply_effect_move, id, .index = index, .number = delta, .list = kind };
  return edit (doc, _("Reorder effects"), &e);
}

static void
apply_effect_type (WmVariant *variant, Edit *e)
{
  WmEffect *effect = effect_at (variant, e, NULL);
  gboolean tasks = e->list == WM_EFFECT_LIST_CARD_TASKS;
  const WmTypeSpec *spec = tasks ? wm_registry_find_task (e->value)
                                 : wm_registry_find_effect (e->value);
  GPtrArray *list;

  if (effect == NULL || spec == NULL)
    {
      e->failed = TRUE;
      return;
    }
  /* Easiest correct way to get the new type's required defaults: add a
   * fresh effect of that type, then carry over the parameters both share. */
  apply_effect_add (variant, e);
  list = wm_effect_list_resolve (variant, e->list, e->id);
  {
    WmEffect *fresh = g_ptr_array_steal_index (list, list->len - 1);
    fresh->scope = effect->scope;
    for (guint p = 0; p < effect->params->len; p++)
      {
        const WmParam *param = g_ptr_array_index (effect->params, p);
        const WmParamSpec *pspec = wm_type_spec_find_param (spec, param->name);
        g_autofree char *reason = NULL;
        if (pspec != NULL && wm_param_check (pspec, param->value, variant, &reason))
          wm_effect_set_param (fresh, param->name, param->value);
      }
    g_ptr_array_insert (list, e->index, fresh);
    g_ptr_array_remove_index (list, e->index + 1);
  }
}

gboolean
wm_effects_set_type (WmDocument *doc, WmEffectListKind kind, const char *id, guint index,
                     const char *type)
{
  Edit e = { apply_effect_type, id, .value = type, .index = index, .list = kind };
  return edit (doc, kind == WM_EFFECT_LIST_CARD_TASKS ? _("Change the task") : _("Change the effect"),
               &e);
}

static void
apply_effect_scope (WmVariant *variant, Edit *e)
{
  WmEffect *effect = effect_at (variant, e, NULL);

  if (effect != NULL)
    effect->scope = e->number;
}

gboolean
wm_effects_set_scope (WmDocument *doc, WmEffectListKind kind, const char *id, guint index,
                      WmScope scope)
{
  Edit e = { apply_effect_scope, id, .index = index, .number = scope, .list = kind };
  return edit (doc, _("Change the scope of an effect"), &e);
}

static void
apply_effect_param (WmVariant *variant, Edit *e)
{
  WmEffect *effect = effect_at (variant, e, NULL);

  if (effect == NULL)
    return;
  if (e->value != NULL)
    {
      wm_effect_set_param (effect, e->name, e->value);
      return;
    }
  for (guint p = 0; p < effect->params->len; p++)
    if (g_str_equal (((WmParam *) g_ptr_array_index (effect->params, p))->name, e->name))
      {
        g_ptr_array_remove_index (effect->params, p);
        return;
      }
}

gboolean
wm_effects_set_param (WmDocument *doc, WmEffectListKind kind, const char *id, guint index,
                      const char *name, const char *value)
{
  Edit e = { apply_effect_param, id, name, .value = value, .index = index, .list = kind };
  g_autofree char *label = g_strdup_printf (_("Change “%s”"), name);
  return edit (doc, label, &e);
}

/* ---- characters --------------------------------------------------------- */

static WmCharacter *
character_of (WmVariant *variant, Edit *e)
{
  WmCharacter *character = wm_variant_find_character (variant, e->id);

  if (character == NULL)
    e->failed = TRUE;
  return character;
}

static void
apply_character_set (WmVariant *variant, Edit *e)
{
  WmCharacter *character = character_of (variant, e);
  char **slot;

  if (character == NULL)
    return;
  if (g_str_equal (e->name, "color"))
    slot = &character->color;
  else if (g_str_equal (e->name, "start-town"))
    slot = &character->start_town;
  else if (g_str_equal (e->name, "movement-deck"))
    slot = &character->movement_deck;
  else if (g_str_equal (e->name, "personal-quest"))
    slot = &character->personal_quest;
  else
    {
      e->failed = TRUE;
      return;
    }
  g_free (*slot);
  *slot = e->value && *e->value ? g_strdup (e->value) : NULL;
}

gboolean
wm_character_set (WmDocument *doc, const char *id, const char *what, const char *value)
{
  Edit e = { apply_character_set, id, what, .value = value };
  g_autofree char *label = g_strdup_printf (_("Change the %s of %s"), what, id);
  return edit (doc, label, &e);
}

static void copy_text (WmText *to, const WmText *from);
static void character_stand_in (const WmText *languages_of, const char *id, WmText *stand_in);

/* The movement deck Add character made keeps following the character's
 * name as the region's quest deck follows the region's: “Movement cards:
 * blue” becomes “Movement cards: Wanda” in each language whose name still
 * reads as made, in the same (snapshot) step. @was is the name before. */
static void
follow_movement_deck (WmVariant *variant, const WmCharacter *character, const WmText *was)
{
  WmDeck *deck = wm_variant_find_deck (variant, character->movement_deck);
  WmText follow, stand_in;

  if (deck == NULL || g_strcmp0 (deck->character, character->id) != 0)
    return;
  wm_text_init (&follow);
  wm_text_init (&stand_in);
  character_stand_in (&deck->name, character->id, &stand_in);
  wm_variant_follow_placeholder (variant, &deck->name, WM_PLACEHOLDER_CHARACTER_MOVES,
                                 character->id, &stand_in, WM_PLACEHOLDER_NEW_CHARACTER, was,
                                 &character->name, &follow);
  copy_text (&deck->name, &follow);
  wm_text_clear (&follow);
  wm_text_clear (&stand_in);
}

static void
apply_character_text (WmVariant *variant, Edit *e)
{
  WmCharacter *character = character_of (variant, e);
  WmText was;

  if (character == NULL)
    return;
  if (g_str_equal (e->name, "text"))
    {
      set_text_value (&character->text, e->lang, e->value);
      return;
    }
  wm_text_init (&was);
  copy_text (&was, &character->name);
  set_text_value (&character->name, e->lang, e->value);
  follow_movement_deck (variant, character, &was);
  wm_text_clear (&was);
}

gboolean
wm_character_set_text (WmDocument *doc, const char *id, const char *field, const char *lang,
                       const char *value)
{
  Edit e = { apply_character_text, id, field, lang, value };
  WmVariant *variant = wm_document_get_variant (doc);
  WmCharacter *character = wm_variant_find_character (variant, id);
  g_autofree char *language = wm_locale_language_in_sentence (lang);
  /* The character by its name as the window shows it, not its id: it read
   * "Modifica text di green (it)" (review e, finding 3). */
  const char *name
      = character != NULL ? wm_variant_display_name (variant, &character->name, id) : id;
  g_autofree char *label
      = g_str_equal (field, "text")
            /* Translators: an undo label; %1$s is a character's name, %2$s the
             * language as a sentence names it ("Italian", "italiano"). */
            ? g_strdup_printf (_("Edit the ability of %s in %s"), name, language)
            /* Translators: an undo label; %1$s is a character's name, %2$s the
             * language as a sentence names it. */
            : g_strdup_printf (_("Edit the name of %s in %s"), name, language);
  g_autofree char *was
      = character != NULL ? g_strdup (wm_text_get_exact (&character->text, lang)) : NULL;
  g_autofree char *key = g_strdup_printf ("character %s:%s", id, field);

  /* Marked before the edit, whose "changed" the page shows the marks on. */
  if (g_str_equal (field, "text") && character != NULL)
    note_text_edit (doc, key, &character->text, lang, was, value);
  return edit (doc, label, &e);
}

/* The part of slot and weapon-step edits that is the same: "add" appends a
 * new item, "remove" drops the one at the index, anything else ("set")
 * returns the item at the index for the caller to change. NULL when there
 * is nothing left to change; a bad index marks the edit failed. */
static gpointer
edit_list_item (GPtrArray *list, Edit *e, gpointer (*make) (void))
{
  if (g_str_equal (e->name, "add"))
    {
      g_ptr_array_add (list, make ());
      return NULL;
    }
  if (e->index >= list->len)
    {
      e->failed = TRUE;
      return NULL;
    }
  if (g_str_equal (e->name, "remove"))
    {
      g_ptr_array_remove_index (list, e->index);
      return NULL;
    }
  return g_ptr_array_index (list, e->index);
}

static gpointer
new_slot (void)
{
  WmSlot *slot = g_new0 (WmSlot, 1);

  slot->accepts = WM_SLOT_COMMON | WM_SLOT_SIDE;
  return slot;
}

static gpointer
new_weapon_step (void)
{
  return g_new0 (WmWeaponStep, 1);
}

static void
apply_slot (WmVariant *variant, Edit *e)
{
  WmCharacter *character = character_of (variant, e);
  WmSlot *slot;
  WmSlotAccepts all = 0;

  if (character == NULL)
    return;
  for (guint i = 0; i < character->slots->len; i++)
    all |= ((WmSlot *)g_ptr_array_index (character->slots, i))->accepts;
  slot = edit_list_item (character->slots, e, new_slot);
  if (slot != NULL)
    {
      slot->accepts = e->number;
      slot->covered = e->number2;
    }
  /* The slot added where none holds the personal quest holds it too (a
   * character made with + on a variant with no character to copy has no
   * slot): the validator wants one (character-slots). */
  else if (g_str_equal (e->name, "add") && (all & WM_SLOT_PERSONAL) == 0)
    ((WmSlot *)g_ptr_array_index (character->slots, character->slots->len - 1))->accepts
        |= WM_SLOT_PERSONAL;
}

gboolean
wm_character_add_slot (WmDocument *doc, const char *id)
{
  Edit e = { apply_slot, id, "add" };
  return edit (doc, _("Add a quest slot"), &e);
}

gboolean
wm_character_remove_slot (WmDocument *doc, const char *id, guint index)
{
  Edit e = { apply_slot, id, "remove", .index = index };
  return edit (doc, _("Remove a quest slot"), &e);
}

gboolean
wm_character_set_slot (WmDocument *doc, const char *id, guint index, WmSlotAccepts accepts,
                       gboolean covered)
{
  Edit e = { apply_slot, id, "set", .index = index, .number = accepts, .number2 = covered };
  return edit (doc, _("Change a quest slot"), &e);
}

static void
apply_weapon (WmVariant *variant, Edit *e)
{
  WmCharacter *character = character_of (variant, e);
  WmWeaponStep *step;

  if (character == NULL)
    return;
  step = edit_list_item (character->weapons, e, new_weapon_step);
  if (step != NULL)
    {
      step->gold = e->number;
      step->reward = e->number2;
    }
}

gboolean
wm_character_add_weapon (WmDocument *doc, const char *id)
{
  Edit e = { apply_weapon, id, "add" };
  return edit (doc, _("Add a weapon step"), &e);
}

gboolean
wm_character_remove_weapon (WmDocument *doc, const char *id, guint index)
{
  Edit e = { apply_weapon, id, "remove", .index = index };
  return edit (doc, _("Remove a weapon step"), &e);
}

gboolean
wm_character_set_weapon (WmDocument *doc, const char *id, guint index, int gold,
                         WmWeaponReward reward)
{
  Edit e = { apply_weapon, id, "set", .index = index, .number = gold, .number2 = reward };
  return edit (doc, _("Change a weapon step"), &e);
}

/* ---- adding and removing characters and decks --------------------------- */

/* The ids and colours a new character takes: the first pair whose id and
 * colour no character has. The base game's four come first, so that a
 * variant that lost one gets it back; the schema takes any colour, but
 * two tokens of one colour on the board are no good. */
static const struct
{
  const char *id, *color;
  const char *color_name; /* translated: a new character's deck is named by it */
} new_characters[] = {
  { "red", "#c0392b", NC_ ("character colour", "red") },
  { "yellow", "#d4a017", NC_ ("character colour", "yellow") },
  { "purple", "#7d3c98", NC_ ("character colour", "purple") },
  { "green", "#1e8449", NC_ ("character colour", "green") },
  { "blue", "#2471a3", NC_ ("character colour", "blue") },
  { "orange", "#e67e22", NC_ ("character colour", "orange") },
  { "teal", "#148f77", NC_ ("character colour", "teal") },
  { "pink", "#c2185b", NC_ ("character colour", "pink") },
  { "brown", "#795548", NC_ ("character colour", "brown") },
  { "grey", "#707b7c", NC_ ("character colour", "grey") },
  { "black", "#1c2833", NC_ ("character colour", "black") },
  { "white", "#f4f6f7", NC_ ("character colour", "white") },
};

/* What stands in for the name of a new character that has none yet, in
 * each language of @languages_of: the colour its id says, translated
 * ("Wegekarten: blau", not "Wegekarten: blue"), whatever the desktop's
 * language. Nothing for an id not of the table ("character-13"): the id
 * stands in then. */
static void
character_stand_in (const WmText *languages_of, const char *id, WmText *stand_in)
{
  for (guint i = 0; i < G_N_ELEMENTS (new_characters); i++)
    {
      g_autofree char *key = NULL;

      if (strcmp (new_characters[i].id, id) != 0)
        continue;
      key = g_strconcat ("character colour", "\004", new_characters[i].color_name, NULL);
      for (guint k = 0; k < languages_of->entries->len; k++)
        {
          const WmTextEntry *entry = g_ptr_array_index (languages_of->entries, k);
          const char *translated = wm_locale_gettext (entry->lang, key);
          wm_text_set (stand_in, entry->lang,
                       strcmp (translated, key) != 0 ? translated : new_characters[i].color_name);
        }
    }
}

static gboolean
color_taken (const WmVariant *variant, const char *color)
{
  for (guint i = 0; i < variant->characters->len; i++)
    if (g_ascii_strcasecmp (((WmCharacter *) g_ptr_array_index (variant->characters, i))->color
                                ?: "",
                            color)
        == 0)
      return TRUE;
  return FALSE;
}

/* An id and a colour for a new character ("character-13" and a colour
 * already taken once the twelve are gone). */
static char *
new_character_id (const WmVariant *variant, const char **color)
{
  for (guint i = 0; i < G_N_ELEMENTS (new_characters); i++)
    if (wm_variant_find_character (variant, new_characters[i].id) == NULL
        && !color_taken (variant, new_characters[i].color))
      {
        *color = new_characters[i].color;
        return g_strdup (new_characters[i].id);
      }
  for (guint n = variant->characters->len + 1;; n++)
    {
      char *id = g_strdup_printf ("character-%u", n);
      if (wm_variant_find_character (variant, id) == NULL)
        {
          *color = new_characters[n % G_N_ELEMENTS (new_characters)].color;
          return id;
        }
      g_free (id);
    }
}

/* "move-blue" as the base game names them; "move-blue-2" … when taken. */
static char *
new_deck_id (const WmVariant *variant, const char *base)
{
  char *id = g_strdup (base);

  for (int n = 2; wm_variant_find_deck (variant, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%d", base, n);
    }
  return id;
}

static gboolean
town_on_map (const WmVariant *variant, const char *town)
{
  for (guint r = 0; r < variant->regions->len; r++)
    {
      const WmSide *side = ((WmRegion *) g_ptr_array_index (variant->regions, r))->sides[0];
      for (guint s = 0; side != NULL && s < side->spaces->len; s++)
        if (g_strcmp0 (((WmSpace *) g_ptr_array_index (side->spaces, s))->town, town) == 0)
          return TRUE;
    }
  return FALSE;
}

/* The first town on the map no character starts in (two in one town is a
 * warning), else the first town. */
static const char *
new_start_town (const WmVariant *variant)
{
  for (guint t = 0; t < variant->towns->len; t++)
    {
      const char *town = ((WmTown *) g_ptr_array_index (variant->towns, t))->id;
      gboolean taken = FALSE;
      for (guint c = 0; c < variant->characters->len && !taken; c++)
        taken = g_strcmp0 (((WmCharacter *) g_ptr_array_index (variant->characters, c))
                               ->start_town,
                           town)
                == 0;
      if (!taken && town_on_map (variant, town))
        return town;
    }
  return first_id (variant->towns, G_STRUCT_OFFSET (WmTown, id));
}

/* The character a new one is modelled on: the first with movement cards,
 * else the first (*@moves NULL: no cards to copy), else none. */
static const WmCharacter *
model_character (const WmVariant *variant, WmDeck **moves)
{
  *moves = NULL;
  for (guint c = 0; c < variant->characters->len; c++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, c);
      WmDeck *deck = wm_variant_find_deck (variant, ch->movement_deck);
      if (deck != NULL && deck->kind == WM_DECK_MOVEMENT && deck->cards->len > 0)
        {
          *moves = deck;
          return ch;
        }
    }
  return variant->characters->len > 0 ? g_ptr_array_index (variant->characters, 0) : NULL;
}

/* After the last deck of @kind (a file lists them together), else last. */
static guint
deck_insert_index (const WmVariant *variant, WmDeckKind kind)
{
  guint index = variant->decks->len;

  for (guint d = 0; d < variant->decks->len; d++)
    if (((WmDeck *) g_ptr_array_index (variant->decks, d))->kind == kind)
      index = d + 1;
  return index;
}

/* “Movement cards: blue” in every language of the variant, with the
 * colour in that language (character_stand_in ()): the name follows the
 * character's once it has one (follow_movement_deck ()). */
static void
name_movement_deck (const WmVariant *variant, WmDeck *deck, const char *character)
{
  WmText nameless, stand_in;

  wm_text_init (&nameless);
  wm_text_init (&stand_in);
  /* first the languages, then each one's words */
  wm_variant_set_placeholder_with (variant, &deck->name, WM_PLACEHOLDER_CHARACTER_MOVES, character);
  character_stand_in (&deck->name, character, &stand_in);
  for (guint i = 0; i < deck->name.entries->len; i++)
    {
      WmTextEntry *entry = g_ptr_array_index (deck->name.entries, i);
      g_autofree char *name = wm_variant_placeholder_for (
          variant, WM_PLACEHOLDER_CHARACTER_MOVES, &nameless, character, &stand_in, NULL,
          entry->lang);
      g_free (entry->text);
      entry->text = g_steal_pointer (&name);
    }
  wm_text_clear (&nameless);
  wm_text_clear (&stand_in);
}

/* A copy of @from's movement cards for @ch: the same options, fresh card
 * ids ("B01" … for "blue") and fresh bids, so the game is playable at once
 * and the designer changes the cards from there. NULL, with nothing
 * changed, when the bids run out. With no @from (the variant's first
 * character) the deck is empty, for the designer's own cards. */
static WmDeck *
new_movement_deck (WmVariant *variant, const char *character, const WmDeck *from)
{
  g_autofree char *base = g_strconcat ("move-", character, NULL);
  g_autofree char *id = new_deck_id (variant, base);
  g_autofree char *last = g_strdup_printf ("%c00", g_ascii_toupper (character[0]));
  g_autoptr (GPtrArray) by_bid = g_ptr_array_new ();
  WmDeck *deck = wm_deck_new (id, WM_DECK_MOVEMENT);

  deck->character = g_strdup (character);
  if (from != NULL)
    {
      deck->card_width = from->card_width;
      deck->card_height = from->card_height;
      deck->size = from->size; /* the same cards, so the same size meant */
    }
  name_movement_deck (variant, deck, character);
  /* Ids are unique over all decks, and the copies' follow each other. */
  for (guint i = 0; from != NULL && i < from->cards->len; i++)
    {
      WmCard *copy = copy_card (g_ptr_array_index (from->cards, i),
                                next_card_id (variant, deck, last));
      g_ptr_array_add (deck->cards, copy);
      g_ptr_array_add (by_bid, copy);
      g_free (last);
      last = g_strdup (copy->id);
    }
  if (!fresh_bids (variant, by_bid))
    g_clear_pointer (&deck, wm_deck_free);
  return deck;
}

/* A personal quest for @ch at the end of the model's personal-quest deck:
 * the model's task and reward (in the base game "visit a town in another
 * region"), a placeholder name and no text. With no @model, a new card of
 * the first personal-quest deck, as the Decks page adds one. */
static WmCard *
new_personal_quest (WmVariant *variant, const WmCharacter *ch, const WmCharacter *model)
{
  WmDeck *deck = NULL;
  const WmCard *from
      = model != NULL && model->personal_quest != NULL
            ? wm_variant_find_card (variant, model->personal_quest, &deck)
            : NULL;
  WmCard *card;

  if (from == NULL || deck->kind != WM_DECK_PERSONAL_QUEST)
    {
      from = NULL;
      deck = NULL;
      for (guint d = 0; d < variant->decks->len && deck == NULL; d++)
        if (((WmDeck *) g_ptr_array_index (variant->decks, d))->kind == WM_DECK_PERSONAL_QUEST)
          deck = g_ptr_array_index (variant->decks, d);
    }
  if (deck == NULL)
    return NULL;
  card = wm_card_new (NULL);
  card->id = next_card_id (variant, deck, NULL);
  fill_new_card (variant, deck, card);
  if (from != NULL)
    {
      g_ptr_array_set_size (card->tasks, 0);
      for (guint i = 0; i < from->tasks->len; i++)
        g_ptr_array_add (card->tasks, copy_effect (g_ptr_array_index (from->tasks, i)));
      if (from->reward != NULL)
        *card->reward = (WmReward) { from->reward->gold, from->reward->movement,
                                     from->reward->side_quest };
    }
  g_free (card->character);
  card->character = g_strdup (ch->id);
  g_ptr_array_add (deck->cards, card);
  return card;
}

/* @from's quest slots and weapon track for @to. With @fit (@from is the
 * base game's character, not one of the variant's), a step for each of the
 * variant's weapon types, as the validator wants (character-weapons), with
 * @from's gold (its last step's beyond its track) and no reward: the base
 * game's rewards go with its characters' abilities. */
static void
copy_board (WmCharacter *to, const WmCharacter *from, const WmVariant *fit)
{
  if (from == NULL)
    return; /* not even the base game to copy: the designer's to make */
  for (guint i = 0; i < from->slots->len; i++)
    {
      const WmSlot *slot = g_ptr_array_index (from->slots, i);
      WmSlot *copy = new_slot ();
      copy->accepts = slot->accepts;
      copy->covered = slot->covered;
      g_ptr_array_add (to->slots, copy);
    }
  for (guint i = 0; fit != NULL && i < fit->weapon_types->len; i++)
    {
      const WmWeaponStep *step
          = from->weapons->len > 0
                ? g_ptr_array_index (from->weapons, MIN (i, from->weapons->len - 1))
                : NULL;
      WmWeaponStep *copy = new_weapon_step ();
      copy->gold = step != NULL ? step->gold : 0;
      g_ptr_array_add (to->weapons, copy);
    }
  for (guint i = 0; fit == NULL && i < from->weapons->len; i++)
    {
      const WmWeaponStep *step = g_ptr_array_index (from->weapons, i);
      WmWeaponStep *copy = new_weapon_step ();
      copy->gold = step->gold;
      copy->reward = step->reward;
      g_ptr_array_add (to->weapons, copy);
    }
}

/* The character the rulebook gives a player, as the bundled base game
 * makes its first one (Mirela Thorne): four quest slots, one of them
 * covered, a weapon track and twelve movement cards of one and two moves,
 * their bids, path types and arrows. A new character is made from it when
 * the variant has nobody with movement cards to copy (the empty board's
 * first character), so that it validates and plays at once (review i: it
 * had no slots, no weapon steps and no cards, three errors to mend by
 * hand). Returns the base game, which holds *@ch and *@moves; NULL only
 * when the bundled file is broken. */
static WmVariant *
rulebook_character (const WmCharacter **ch, WmDeck **moves)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) base = wm_variant_load_base (diags);

  *ch = NULL;
  *moves = NULL;
  if (base == NULL || base->characters->len == 0)
    return NULL;
  *ch = g_ptr_array_index (base->characters, 0);
  *moves = wm_variant_find_deck (base, (*ch)->movement_deck);
  return g_steal_pointer (&base);
}

/* A movement card copied from the base game into @variant: its names in
 * the variant's languages only, and only the path types the variant has
 * (a card left with neither path type nor arrow takes the variant's first
 * path type, as a new card does). */
static void
fit_base_card (const WmVariant *variant, WmCard *card)
{
  g_autoptr (GStrvBuilder) paths = g_strv_builder_new ();

  for (guint i = card->name.entries ? card->name.entries->len : 0; i-- > 0;)
    {
      const WmTextEntry *entry = g_ptr_array_index (card->name.entries, i);
      if (variant->info.languages == NULL
          || !g_strv_contains ((const char *const *) variant->info.languages, entry->lang))
        wm_text_remove (&card->name, entry->lang);
    }
  for (guint i = 0; card->paths != NULL && card->paths[i] != NULL; i++)
    if (wm_variant_find_path_type (variant, card->paths[i]) != NULL)
      g_strv_builder_add (paths, card->paths[i]);
  g_strfreev (card->paths);
  card->paths = g_strv_builder_end (paths);
  if (card->paths[0] == NULL)
    g_clear_pointer (&card->paths, g_strfreev);
  if (card->paths == NULL && card->n_arrows == 0)
    give_first_option (variant, card);
}

static void
apply_character_add (WmVariant *variant, Edit *e)
{
  WmDeck *from = NULL;
  const WmCharacter *model = model_character (variant, &from);
  const WmCharacter *board = model;
  g_autoptr (WmVariant) base = NULL;
  const char *color = NULL;
  g_autofree char *id = new_character_id (variant, &color);
  WmDeck *deck;
  WmCharacter *ch;
  WmCard *quest;

  if (from == NULL)
    base = rulebook_character (&board, &from);
  deck = new_movement_deck (variant, id, from);
  if (deck == NULL)
    {
      e->failed = TRUE;
      return;
    }
  for (guint i = 0; base != NULL && i < deck->cards->len; i++)
    fit_base_card (variant, g_ptr_array_index (deck->cards, i));
  ch = wm_character_new (id);
  ch->color = g_strdup (color);
  ch->start_town = g_strdup (new_start_town (variant));
  ch->movement_deck = g_strdup (deck->id);
  wm_variant_set_placeholder (variant, &ch->name, WM_PLACEHOLDER_NEW_CHARACTER);
  /* The board of quest slots and the weapon track as the model's, which
   * fit the variant's weapon types (the base game's made to fit); no
   * ability yet. */
  copy_board (ch, board, base != NULL ? variant : NULL);
  g_ptr_array_add (variant->characters, ch);
  g_ptr_array_insert (variant->decks, deck_insert_index (variant, WM_DECK_MOVEMENT), deck);
  quest = new_personal_quest (variant, ch, model);
  ch->personal_quest = quest ? g_strdup (quest->id) : NULL;
  e->result = g_new0 (char *, 2);
  e->result[0] = g_strdup (id);
}

char *
wm_character_add (WmDocument *doc, GError **error)
{
  Edit e = { apply_character_add };
  g_auto (GStrv) result = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), NULL);
  /* A file's character names the town it starts in: none would not load. */
  if (wm_document_get_variant (doc)->towns->len == 0)
    {
      g_set_error_literal (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                           _("A character starts in a town: add a town on the Rules page "
                             "first"));
      return NULL;
    }
  edit (doc, _("Add a character"), &e);
  result = e.result;
  if (result == NULL)
    {
      g_set_error_literal (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                           _("Movement cards bid at most 999, and no bids are left for the new "
                             "character’s cards"));
      return NULL;
    }
  return g_strdup (result[0]);
}

/* What goes with a character: its movement deck and its personal quest,
 * unless another character has them too. */
typedef struct
{
  const char *deck;
  const char *quest;
} Belongings;

static gboolean
shared (const WmVariant *variant, const WmCharacter *ch, const char *deck, const char *card)
{
  for (guint c = 0; c < variant->characters->len; c++)
    {
      const WmCharacter *other = g_ptr_array_index (variant->characters, c);
      if (other != ch
          && ((deck && g_strcmp0 (other->movement_deck, deck) == 0)
              || (card && g_strcmp0 (other->personal_quest, card) == 0)))
        return TRUE;
    }
  return FALSE;
}

static Belongings
belongings_of (const WmVariant *variant, const WmCharacter *ch)
{
  Belongings b = { NULL, NULL };
  WmDeck *deck = wm_variant_find_deck (variant, ch->movement_deck);
  WmCard *card = wm_variant_find_card (variant, ch->personal_quest, NULL);

  if (deck != NULL && deck->kind == WM_DECK_MOVEMENT && !shared (variant, ch, deck->id, NULL))
    b.deck = deck->id;
  if (card != NULL && g_strcmp0 (card->character, ch->id) == 0
      && !shared (variant, ch, NULL, card->id))
    b.quest = card->id;
  return b;
}

/* A deck or card that names the character and does not go with it: the
 * file would not load with the character gone. */
static gboolean
refuse_named (const WmVariant *variant, const WmCharacter *ch, Belongings b, GError **error)
{
  g_autofree char *name = wm_variant_isolated_name (variant, &ch->name, ch->id);

  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (g_strcmp0 (deck->character, ch->id) == 0 && g_strcmp0 (deck->id, b.deck) != 0)
        {
          g_autofree char *deck_name = wm_variant_isolated_name (variant, &deck->name, deck->id);
          g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                       _("The movement deck “%s” belongs to %s: remove it on the Decks page "
                         "first"),
                       deck_name, name);
          return TRUE;
        }
      for (guint i = 0; i < deck->cards->len; i++)
        {
          const WmCard *card = g_ptr_array_index (deck->cards, i);
          if (g_strcmp0 (card->character, ch->id) == 0 && g_strcmp0 (card->id, b.quest) != 0)
            {
              g_autofree char *card_name
                  = wm_variant_isolated_name (variant, &card->name, card->id);
              g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                           _("The personal quest “%s” (%s) is written for %s: delete it on the "
                             "Decks page first"),
                           card_name, card->id, name);
              return TRUE;
            }
        }
    }
  return FALSE;
}

static void
remove_deck_by_id (WmVariant *variant, const char *id)
{
  WmDeck *deck = wm_variant_find_deck (variant, id);

  if (deck != NULL)
    g_ptr_array_remove (variant->decks, deck);
}

static void
apply_character_remove (WmVariant *variant, Edit *e)
{
  WmCharacter *ch = character_of (variant, e);

  if (ch == NULL)
    return;
  if (e->value != NULL)
    remove_deck_by_id (variant, e->value);
  if (e->name != NULL)
    {
      WmDeck *deck = NULL;
      WmCard *card = wm_variant_find_card (variant, e->name, &deck);
      if (card != NULL)
        g_ptr_array_remove (deck->cards, card);
    }
  g_ptr_array_remove (variant->characters, ch);
}

gboolean
wm_character_remove (WmDocument *doc, const char *id, GError **error)
{
  WmVariant *variant;
  WmCharacter *ch;
  Belongings b;
  Edit e = { apply_character_remove, id };
  g_autofree char *label = NULL, *name = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  variant = wm_document_get_variant (doc);
  ch = wm_variant_find_character (variant, id);
  if (ch == NULL)
    {
      g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE, _("No character %s"),
                   id);
      return FALSE;
    }
  if ((int) variant->characters->len <= variant->rules.max_players)
    {
      g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                   g_dngettext (NULL,
                                "Up to %d player plays this variant, each with a character of "
                                "their own: lower Most players under Rules first",
                                "Up to %d players play this variant, each with a character of "
                                "their own: lower Most players under Rules first",
                                variant->rules.max_players),
                   variant->rules.max_players);
      return FALSE;
    }
  b = belongings_of (variant, ch);
  if (refuse_named (variant, ch, b, error))
    return FALSE;
  e.value = b.deck;
  e.name = b.quest;
  name = wm_variant_isolated_name (variant, &ch->name, id);
  label = g_strdup_printf (_("Remove %s"), name);
  return edit (doc, label, &e);
}

/* Why the last deck of @kind cannot go, a sentence for each kind: the
 * kind's title ("Personal quests") is a heading, not words for a sentence. */
static const char *
only_deck_message (WmDeckKind kind)
{
  switch (kind)
    {
    case WM_DECK_SIDE_QUEST:
      return _("“%s” is the variant’s only deck of side quests, which the game needs");
    case WM_DECK_PERSONAL_QUEST:
      return _("“%s” is the variant’s only deck of personal quests, which the game needs");
    case WM_DECK_COMMON_MOVEMENT:
      return _("“%s” is the variant’s only deck of common movement cards, which the game needs");
    default:
      return _("“%s” is the variant’s only deck of events, which the game needs");
    }
}

/* Sets @error when the game needs @deck: the kinds a game draws from need
 * one deck each, a region its quest deck, a character its movement deck
 * and personal quest. */
static gboolean
refuse_needed_deck (const WmVariant *variant, const WmDeck *deck, GError **error)
{
  g_autofree char *name = wm_variant_isolated_name (variant, &deck->name, deck->id);
  g_autoptr (GPtrArray) ids = g_ptr_array_new ();
  guint same_kind = 0, same_region = 0;

  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *other = g_ptr_array_index (variant->decks, d);
      same_kind += other->kind == deck->kind;
      same_region += other->kind == deck->kind && g_strcmp0 (other->region, deck->region) == 0;
    }
  for (guint c = 0; c < variant->characters->len; c++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, c);
      if (g_strcmp0 (ch->movement_deck, deck->id) == 0)
        {
          g_autofree char *owner = wm_variant_isolated_name (variant, &ch->name, ch->id);
          g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                       _("“%s” is the movement deck of %s: give the character another one, or "
                         "remove the character, under Characters first"),
                       name, owner);
          return TRUE;
        }
    }
  if (deck->kind == WM_DECK_COMMON_QUEST && deck->region != NULL && same_region == 1
      && wm_variant_find_region (variant, deck->region) != NULL)
    {
      g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                   _("“%s” is the quest deck of region %s: deleting the region on the Map page "
                     "takes its deck with it"),
                   name, deck->region);
      return TRUE;
    }
  if (same_kind == 1
      && (deck->kind == WM_DECK_SIDE_QUEST || deck->kind == WM_DECK_PERSONAL_QUEST
          || deck->kind == WM_DECK_COMMON_MOVEMENT || deck->kind == WM_DECK_EVENT))
    {
      g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
                   only_deck_message (deck->kind), name);
      return TRUE;
    }
  for (guint i = 0; i < deck->cards->len; i++)
    g_ptr_array_add (ids, ((WmCard *) g_ptr_array_index (deck->cards, i))->id);
  g_ptr_array_add (ids, NULL);
  return refuse_used_cards (variant, (const char *const *) ids->pdata, error);
}

static void
apply_deck_remove (WmVariant *variant, Edit *e)
{
  remove_deck_by_id (variant, e->id);
}

gboolean
wm_deck_remove (WmDocument *doc, const char *deck_id, GError **error)
{
  WmVariant *variant;
  WmDeck *deck;
  Edit e = { apply_deck_remove, deck_id };
  g_autofree char *label = NULL, *name = NULL;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), FALSE);
  variant = wm_document_get_variant (doc);
  deck = wm_variant_find_deck (variant, deck_id);
  if (deck == NULL)
    {
      g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE, _("No deck %s"),
                   deck_id);
      return FALSE;
    }
  if (refuse_needed_deck (variant, deck, error))
    return FALSE;
  name = wm_variant_isolated_name (variant, &deck->name, deck_id);
  label = g_strdup_printf (_("Remove the deck “%s”"), name);
  return edit (doc, label, &e);
}
