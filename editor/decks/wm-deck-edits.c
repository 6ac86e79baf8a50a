#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "wm-deck-csv.h"
#include "wm-deck-edits.h"
#include "wm-placeholders.h"
#include "wm-registry.h"
#include "wm-render-util.h"
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

/* ---- cards -------------------------------------------------------------- */

static WmText *
card_text (WmCard *card, const char *field)
{
  return g_str_equal (field, "text") ? &card->text : &card->name;
}

static void
remove_translation (WmText *text, const char *lang)
{
  for (guint i = 0; i < text->entries->len; i++)
    if (g_str_equal (((WmTextEntry *) g_ptr_array_index (text->entries, i))->lang, lang))
      {
        g_ptr_array_remove_index (text->entries, i);
        return;
      }
}

static void
set_text_value (WmText *text, const char *lang, const char *value)
{
  if (value == NULL || *value == '\0')
    remove_translation (text, lang);
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
  g_autofree char *label = g_strdup_printf (_("Edit the %s of card %s (%s)"), field, card_id,
                                            lang);
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

/* A first effect that needs no parameters, so a new event is valid. */
static const char *
simple_type (gboolean tasks)
{
  int n;
  const WmTypeSpec *specs = tasks ? wm_registry_tasks (&n) : wm_registry_effects (&n);

  for (int i = 0; i < n; i++)
    if (specs[i].n_params == 0)
      return specs[i].name;
  return specs[0].name;
}

/* Sets @text to the placeholder @msgid in each language the variant
 * declares, each translated into that language from Waymark's own
 * catalogues, not into the desktop's: a German designer's new card reads
 * “Neue Karte” in German and “New card” in English, so every language's
 * list shows a name of its own and the validator finds none missing. The
 * display language's slot gets the desktop's translation this way
 * whenever the desktop speaks it; when it does not, the display language
 * is the variant's first and gets its own word, not the desktop's.
 * A language Waymark has no catalogue for gets the English source text,
 * as gettext itself falls back: a placeholder is no name in any language,
 * the designer renames it, and leaving the slot empty would only add a
 * “no text in …” warning per language for a card just made. */
static void
set_placeholder (WmText *text, const WmVariant *variant, const char *msgid)
{
  const char *fallback[] = { wm_variant_fallback_language (variant), NULL };
  const char *const *languages = (const char *const *) variant->info.languages;

  if (languages == NULL || languages[0] == NULL)
    languages = fallback;
  for (int i = 0; languages[i] != NULL; i++)
    wm_text_set (text, languages[i], wm_render_gettext (languages[i], msgid));
}

/* What a card of the deck's kind needs to load: a name, and the kind's
 * required content, filled with the variant's first town, path type … */
static void
fill_new_card (const WmVariant *variant, const WmDeck *deck, WmCard *card)
{
  const char *town = first_id (variant->towns, G_STRUCT_OFFSET (WmTown, id));

  if (deck->kind != WM_DECK_MOVEMENT && deck->kind != WM_DECK_COMMON_MOVEMENT)
    set_placeholder (&card->name, variant, WM_PLACEHOLDER_NEW_CARD);
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
      G_GNUC_FALLTHROUGH;
    case WM_DECK_SIDE_QUEST:
      g_ptr_array_add (card->tasks, wm_effect_new (simple_type (TRUE), WM_SCOPE_ALWAYS));
      break;
    case WM_DECK_MOVEMENT:
    case WM_DECK_COMMON_MOVEMENT:
      card->bid = 1;
      card->steps = 1;
      card->n_arrows = 1;
      card->arrows = g_new0 (WmDirection, 1);
      card->arrows[0] = WM_DIR_N;
      break;
    case WM_DECK_EVENT:
      g_ptr_array_add (card->effects, wm_effect_new (simple_type (FALSE), WM_SCOPE_DAY));
      break;
    case WM_N_DECK_KINDS:
      break;
    }
  if (deck->kind <= WM_DECK_PERSONAL_QUEST)
    {
      card->reward = g_new0 (WmReward, 1);
      card->reward->gold = 1;
    }
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
  fill_new_card (variant, deck, card);
  after = e->value ? card_index (deck, e->value) : -1;
  g_ptr_array_insert (deck->cards, after >= 0 ? after + 1 : -1, card);
  e->result = g_new0 (char *, 2);
  e->result[0] = g_strdup (card->id);
}

char *
wm_deck_add_card (WmDocument *doc, const char *deck_id, const char *after_id)
{
  Edit e = { apply_add, deck_id, .value = after_id };
  g_autofree char *label = g_strdup_printf (_("Add a card to %s"), deck_id);
  g_auto (GStrv) result = NULL;

  edit (doc, label, &e);
  result = e.result;
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
  g_autoptr (GArray) indices = NULL;
  GStrvBuilder *builder;
  int at;

  if (deck == NULL || (indices = indices_of (deck, e->ids))->len == 0)
    {
      e->failed = TRUE;
      return;
    }
  builder = g_strv_builder_new ();
  at = g_array_index (indices, int, indices->len - 1) + 1;
  for (guint i = 0; i < indices->len; i++)
    {
      const WmCard *from = g_ptr_array_index (deck->cards, g_array_index (indices, int, i));
      WmCard *copy = copy_card (from, next_card_id (variant, deck, from->id));
      g_ptr_array_insert (deck->cards, at++, copy);
      g_strv_builder_add (builder, copy->id);
    }
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
          g_string_append_printf (names, "%s%s", names->len ? ", " : "",
                                  wm_variant_display_name (variant, &ch->name, ch->id));
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

  if (used == NULL)
    return FALSE;
  card = wm_variant_find_card (variant, used, NULL);
  g_set_error (error, WM_DECK_EDIT_ERROR, WM_DECK_EDIT_ERROR_IN_USE,
               g_dngettext (NULL,
                            "“%s” (%s) is the personal quest of %s: give the character "
                            "another one under Characters first",
                            "“%s” (%s) is the personal quest of %s: give these characters "
                            "another one under Characters first",
                            n_names),
               card ? wm_variant_display_name (variant, &card->name, used) : used, used,
               names->str);
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
  g_autofree char *label = g_strdup_printf (_("Import %s from CSV"), deck_id);

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

static void
apply_character_text (WmVariant *variant, Edit *e)
{
  WmCharacter *character = character_of (variant, e);

  if (character != NULL)
    set_text_value (g_str_equal (e->name, "text") ? &character->text : &character->name, e->lang,
                    e->value);
}

gboolean
wm_character_set_text (WmDocument *doc, const char *id, const char *field, const char *lang,
                       const char *value)
{
  Edit e = { apply_character_text, id, field, lang, value };
  g_autofree char *label = g_strdup_printf (_("Edit the %s of %s (%s)"), field, id, lang);
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

  if (character == NULL)
    return;
  slot = edit_list_item (character->slots, e, new_slot);
  if (slot != NULL)
    {
      slot->accepts = e->number;
      slot->covered = e->number2;
    }
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
