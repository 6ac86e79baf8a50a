#define G_LOG_DOMAIN "wm-model"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "../core/wm-extras-private.h"
#include "wm-deck-csv.h"
#include "wm-locale.h"
#include "wm-registry.h"

G_DEFINE_QUARK (wm-deck-csv-error-quark, wm_deck_csv_error)

/* The loader's ranges for <reward> (model/io/wm-variant-load.c). */
static const struct
{
  const char *column;
  int max;
} reward_parts[] = {
  { "reward.gold", 20 },
  { "reward.movement", 5 },
  { "reward.side-quest", 5 },
};

/* ---- problems ----------------------------------------------------------- */

void
wm_deck_csv_problem_free (WmDeckCsvProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->column);
  g_free (problem->reason);
  g_free (problem);
}

char *
wm_deck_csv_problem_to_string (const WmDeckCsvProblem *problem)
{
  g_return_val_if_fail (problem != NULL, NULL);
  if (problem->column != NULL)
    return g_strdup_printf (_("row %d, column %s: %s"), problem->row, problem->column,
                            problem->reason);
  return g_strdup_printf (_("row %d: %s"), problem->row, problem->reason);
}

static void
add_problem (GPtrArray *problems, int row, const char *column, char *reason)
{
  WmDeckCsvProblem *problem = g_new0 (WmDeckCsvProblem, 1);

  problem->row = row;
  problem->column = g_strdup (column);
  problem->reason = reason;
  g_ptr_array_add (problems, problem);
}

/* Why @csv, @length bytes, is no UTF-8 text, at the row of its first
 * wrong byte (a line break inside quotes stays in its row), with what to
 * do: before, "the file is not UTF-8 text" at row 1, wherever the
 * spreadsheet's Latin-1 "ä" was. */
static void
add_encoding_problem (GPtrArray *problems, const char *csv, gssize length)
{
  const char *bad = NULL;
  gboolean quoted = FALSE;
  int row = 1;

  if (length >= 2 && (memcmp (csv, "\xFF\xFE", 2) == 0 || memcmp (csv, "\xFE\xFF", 2) == 0))
    {
      add_problem (problems, 1, NULL, g_strdup (_("the file is UTF-16: save it as CSV in UTF-8")));
      return;
    }
  g_utf8_validate (csv, length, &bad);
  for (const char *p = csv; p < bad; p++)
    if (*p == '"')
      quoted = !quoted;
    else if (*p == '\n' && !quoted)
      row++;
  if (*bad == '\0')
    /* The loader's words for the same damage. */
    add_problem (problems, row, NULL,
                 g_strdup (_("the file holds zero bytes (0x00), which no text has: it is damaged, "
                             "as a crash or a power cut while it was written can leave a file; "
                             "open a copy of it")));
  else
    add_problem (problems, row, NULL,
                 g_strdup_printf (_("the byte 0x%02X is not UTF-8: save the file as CSV in UTF-8"),
                                  (guchar) *bad));
}

/* ---- columns ------------------------------------------------------------ */

typedef enum
{
  COL_ID,
  COL_FIELD,  /* a field of the card kind, all but texts and rewards */
  COL_TEXT,   /* a text field in one language */
  COL_REWARD, /* one part of the reward */
} ColumnKind;

typedef struct
{
  ColumnKind kind;
  const WmFieldSpec *field; /* COL_FIELD, COL_TEXT, COL_REWARD */
  char *lang;               /* COL_TEXT */
  int part;                 /* COL_REWARD: index into reward_parts */
  char *name;               /* the header cell */
} Column;

static void
column_free (Column *column)
{
  g_free (column->lang);
  g_free (column->name);
  g_free (column);
}

static Column *
column_new (ColumnKind kind, const WmFieldSpec *field, const char *lang, int part)
{
  Column *column = g_new0 (Column, 1);

  column->kind = kind;
  column->field = field;
  column->lang = g_strdup (lang);
  column->part = part;
  if (kind == COL_ID)
    column->name = g_strdup ("id");
  else if (kind == COL_TEXT)
    column->name = g_strdup_printf ("%s:%s", field->name, lang);
  else if (kind == COL_REWARD)
    column->name = g_strdup (reward_parts[part].column);
  else
    column->name = g_strdup (field->name);
  return column;
}

static gboolean
valid_word (const char *s, gboolean allow_dash_only)
{
  if (s == NULL || *s == '\0')
    return FALSE;
  for (const char *p = s; *p; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && (allow_dash_only || *p != '.'))
      return FALSE;
  return TRUE;
}

static void
add_lang (GPtrArray *langs, const char *lang)
{
  for (guint i = 0; i < langs->len; i++)
    if (g_str_equal (g_ptr_array_index (langs, i), lang))
      return;
  g_ptr_array_add (langs, (gpointer) lang);
}

static void
add_card_languages (GPtrArray *langs, const WmCard *card)
{
  const WmText *texts[] = { &card->name, &card->text };

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    for (guint e = 0; texts[t]->entries && e < texts[t]->entries->len; e++)
      add_lang (langs, ((WmTextEntry *) g_ptr_array_index (texts[t]->entries, e))->lang);
}

/* The declared languages, then any other the deck's cards use. */
static GPtrArray *
deck_languages (const WmVariant *variant, const WmDeck *deck)
{
  GPtrArray *langs = g_ptr_array_new ();

  for (int i = 0; variant->info.languages && variant->info.languages[i]; i++)
    add_lang (langs, variant->info.languages[i]);
  for (guint c = 0; c < deck->cards->len; c++)
    add_card_languages (langs, g_ptr_array_index (deck->cards, c));
  if (langs->len == 0)
    g_ptr_array_add (langs, (gpointer) wm_variant_fallback_language (variant));
  return langs;
}

/* The columns of a card kind with its texts in @langs. */
static GPtrArray *
columns_in (const WmCardKindSpec *spec, GPtrArray *langs)
{
  GPtrArray *columns = g_ptr_array_new_with_free_func ((GDestroyNotify) column_free);

  g_ptr_array_add (columns, column_new (COL_ID, NULL, NULL, 0));
  for (int f = 0; f < spec->n_fields; f++)
    {
      const WmFieldSpec *field = &spec->fields[f];
      if (field->kind == WM_FIELD_TEXT)
        for (guint l = 0; l < langs->len; l++)
          g_ptr_array_add (columns, column_new (COL_TEXT, field, g_ptr_array_index (langs, l), 0));
      else if (field->kind == WM_FIELD_REWARD)
        for (guint p = 0; p < G_N_ELEMENTS (reward_parts); p++)
          g_ptr_array_add (columns, column_new (COL_REWARD, field, NULL, p));
      else
        g_ptr_array_add (columns, column_new (COL_FIELD, field, NULL, 0));
    }
  return columns;
}

static GPtrArray *
export_columns (const WmVariant *variant, const WmDeck *deck)
{
  g_autoptr (GPtrArray) langs = deck_languages (variant, deck);

  return columns_in (wm_registry_card_kind (deck->kind), langs);
}

GStrv
wm_deck_csv_columns (const WmVariant *variant, const WmDeck *deck)
{
  g_autoptr (GPtrArray) columns = NULL;
  GStrvBuilder *builder;
  GStrv names;

  g_return_val_if_fail (variant != NULL && deck != NULL, NULL);
  columns = export_columns (variant, deck);
  builder = g_strv_builder_new ();
  for (guint i = 0; i < columns->len; i++)
    g_strv_builder_add (builder, ((Column *) g_ptr_array_index (columns, i))->name);
  names = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return names;
}

/* A header cell → its column; NULL with @reason when it is none. */
static Column *
parse_column (const WmCardKindSpec *spec, const char *name, char **reason)
{
  const char *colon = strchr (name, ':');
  const WmFieldSpec *field;

  if (g_str_equal (name, "id"))
    return column_new (COL_ID, NULL, NULL, 0);
  for (guint p = 0; p < G_N_ELEMENTS (reward_parts); p++)
    if (g_str_equal (name, reward_parts[p].column)
        && (field = wm_card_kind_find_field (spec, "reward")) != NULL)
      return column_new (COL_REWARD, field, NULL, p);
  if (colon != NULL)
    {
      g_autofree char *base = g_strndup (name, colon - name);
      field = wm_card_kind_find_field (spec, base);
      if (field != NULL && field->kind == WM_FIELD_TEXT && valid_word (colon + 1, TRUE))
        return column_new (COL_TEXT, field, colon + 1, 0);
    }
  else
    {
      field = wm_card_kind_find_field (spec, name);
      if (field != NULL && field->kind != WM_FIELD_TEXT && field->kind != WM_FIELD_REWARD)
        return column_new (COL_FIELD, field, NULL, 0);
    }
  *reason = g_strdup_printf (_("“%s” is not a column of %s decks (texts are NAME:LANGUAGE)"),
                             name, spec->name);
  return NULL;
}

/* ---- values ------------------------------------------------------------- */

/* Parameter values are word lists at most, so a space inside one is written
 * as a comma; the characters that separate effects and pairs are escaped. */
static void
append_escaped (GString *out, const char *value)
{
  for (const char *p = value; *p; p++)
    switch (*p)
      {
      case ' ': g_string_append_c (out, ','); break;
      case ',': g_string_append (out, "%2C"); break;
      case ';': g_string_append (out, "%3B"); break;
      case '=': g_string_append (out, "%3D"); break;
      case '%': g_string_append (out, "%25"); break;
      case '\t': g_string_append (out, "%09"); break;
      case '\n': g_string_append (out, "%0A"); break;
      case '\r': g_string_append (out, "%0D"); break;
      default: g_string_append_c (out, *p);
      }
}

static char *
unescape (const char *value)
{
  g_autofree char *spaced = g_strdup (value);

  g_strdelimit (spaced, ",", ' ');
  return g_uri_unescape_string (spaced, NULL);
}

static void
append_effects (GString *out, const GPtrArray *effects, gboolean is_task)
{
  for (guint i = 0; i < effects->len; i++)
    {
      const WmEffect *effect = g_ptr_array_index (effects, i);
      if (i > 0)
        g_string_append (out, "; ");
      g_string_append (out, effect->type);
      if (!is_task)
        g_string_append_printf (out, " scope=%s", wm_scope_to_string (effect->scope));
      for (guint p = 0; p < effect->params->len; p++)
        {
          const WmParam *param = g_ptr_array_index (effect->params, p);
          g_string_append_printf (out, " %s=", param->name);
          append_escaped (out, param->value);
        }
    }
}

static char *
join_words (char **words)
{
  return words != NULL ? g_strjoinv (" ", words) : g_strdup ("");
}

/* The text of one cell of @card. */
static char *
cell_value (const Column *column, const WmCard *card)
{
  const char *name = column->field ? column->field->name : NULL;
  GString *out;

  switch (column->kind)
    {
    case COL_ID:
      return g_strdup (card->id);
    case COL_TEXT:
      {
        const WmText *text = g_str_equal (name, "name") ? &card->name : &card->text;
        return g_strdup (wm_text_get_exact (text, column->lang) ?: "");
      }
    case COL_REWARD:
      {
        int values[3];
        if (card->reward == NULL)
          return g_strdup ("");
        values[0] = card->reward->gold;
        values[1] = card->reward->movement;
        values[2] = card->reward->side_quest;
        return g_strdup_printf ("%d", values[column->part]);
      }
    case COL_FIELD:
      break;
    }
  if (g_str_equal (name, "bid") || g_str_equal (name, "steps"))
    {
      int value = g_str_equal (name, "bid") ? card->bid : card->steps;
      return value != 0 ? g_strdup_printf ("%d", value) : g_strdup ("");
    }
  if (g_str_equal (name, "paths"))
    return join_words (card->paths);
  if (g_str_equal (name, "character"))
    return g_strdup (card->character ?: "");
  out = g_string_new (NULL);
  if (g_str_equal (name, "arrows"))
    for (int i = 0; i < card->n_arrows; i++)
      g_string_append_printf (out, "%s%s", i ? " " : "", wm_direction_to_string (card->arrows[i]));
  else if (g_str_equal (name, "target"))
    for (guint i = 0; i < card->targets->len; i++)
      g_string_append_printf (out, "%s%s", i ? " " : "",
                              ((WmTarget *) g_ptr_array_index (card->targets, i))->town);
  else if (g_str_equal (name, "task"))
    append_effects (out, card->tasks, TRUE);
  else if (g_str_equal (name, "effect"))
    append_effects (out, card->effects, FALSE);
  return g_string_free (out, FALSE);
}

/* ---- CSV text ----------------------------------------------------------- */

void
wm_csv_append_cell (GString *out, const char *value)
{
  gboolean quote = strpbrk (value, ",\"\r\n") != NULL || g_ascii_isspace (value[0])
                   || (*value && g_ascii_isspace (value[strlen (value) - 1]));

  if (!quote)
    {
      g_string_append (out, value);
      return;
    }
  g_string_append_c (out, '"');
  for (const char *p = value; *p; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

char *
wm_deck_csv_export (const WmVariant *variant, const WmDeck *deck)
{
  g_autoptr (GPtrArray) columns = NULL;
  GString *out;

  g_return_val_if_fail (variant != NULL && deck != NULL, NULL);
  columns = export_columns (variant, deck);
  out = g_string_new (NULL);
  for (guint i = 0; i < columns->len; i++)
    {
      if (i > 0)
        g_string_append_c (out, ',');
      wm_csv_append_cell (out, ((Column *) g_ptr_array_index (columns, i))->name);
    }
  g_string_append_c (out, '\n');
  for (guint c = 0; c < deck->cards->len; c++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, c);
      for (guint i = 0; i < columns->len; i++)
        {
          g_autofree char *value = cell_value (g_ptr_array_index (columns, i), card);
          if (i > 0)
            g_string_append_c (out, ',');
          wm_csv_append_cell (out, value);
        }
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

typedef struct
{
  int number; /* spreadsheet row */
  GPtrArray *cells; /* of char * */
} Row;

static void
row_free (Row *row)
{
  g_ptr_array_unref (row->cells);
  g_free (row);
}

/* The separator of the cells: a comma, or a semicolon when the header row
 * has semicolons and no comma between its cells, as German and Italian
 * spreadsheets save CSV (the comma is their decimal mark). The header's
 * cells are column names, which hold neither. */
static char
detect_separator (const char *text, gsize length, gsize i)
{
  gboolean quoted = FALSE;
  guint commas = 0, semicolons = 0;

  for (; i < length && (quoted || text[i] != '\n'); i++)
    if (text[i] == '"')
      quoted = !quoted;
    else if (!quoted)
      {
        commas += text[i] == ',';
        semicolons += text[i] == ';';
      }
  return semicolons > 0 && commas == 0 ? ';' : ',';
}

/* Splits RFC 4180 text into rows, its cells separated by commas or by
 * semicolons (detect_separator()). Quoted cells may hold either, quotes
 * (doubled) and line breaks; both \n and \r\n end a row. */
static GPtrArray *
parse_csv (const char *text, gsize length, int *bad_row, char **reason)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  GString *cell = g_string_new (NULL);
  Row *row = NULL;
  gsize i = 0;
  int number = 1;
  char separator;

  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    i = 3;
  separator = detect_separator (text, length, i);
  while (i < length)
    {
      gboolean quoted = FALSE;
      if (row == NULL)
        {
          row = g_new0 (Row, 1);
          row->number = number;
          row->cells = g_ptr_array_new_with_free_func (g_free);
          g_ptr_array_add (rows, row);
        }
      g_string_truncate (cell, 0);
      if (text[i] == '"')
        {
          quoted = TRUE;
          for (i++;; i++)
            {
              if (i >= length)
                {
                  *bad_row = number;
                  *reason = g_strdup (_("a quoted cell is not closed"));
                  g_string_free (cell, TRUE);
                  return NULL;
                }
              if (text[i] == '"' && i + 1 < length && text[i + 1] == '"')
                i++;
              else if (text[i] == '"')
                {
                  i++;
                  break;
                }
              g_string_append_c (cell, text[i]);
            }
        }
      while (i < length && text[i] != separator && text[i] != '\n'
             && !(text[i] == '\r' && i + 1 < length && text[i + 1] == '\n'))
        {
          if (quoted)
            {
              *bad_row = number;
              *reason = g_strdup (_("text follows a quoted cell"));
              g_string_free (cell, TRUE);
              return NULL;
            }
          g_string_append_c (cell, text[i++]);
        }
      g_ptr_array_add (row->cells, g_strdup (cell->str));
      if (i < length && text[i] == separator)
        {
          i++;
          if (i == length)
            g_ptr_array_add (row->cells, g_strdup (""));
          continue;
        }
      i += (i < length && text[i] == '\r') ? 2 : 1;
      row = NULL;
      number++;
    }
  g_string_free (cell, TRUE);
  return g_steal_pointer (&rows);
}

/* ---- checking ----------------------------------------------------------- */

static char *
check_number (const char *value, int min, int max)
{
  g_autoptr (GError) error = NULL;
  gint64 number;

  /* 99999999999 is a whole number, just out of range, as -1 is. */
  if (!g_ascii_string_to_signed (value, 10, G_MININT, G_MAXINT, &number, &error)
      && !g_error_matches (error, G_NUMBER_PARSER_ERROR, G_NUMBER_PARSER_ERROR_OUT_OF_BOUNDS))
    return g_strdup_printf (_("“%s” is not a whole number"), value);
  if (error != NULL || number < min || number > max)
    return g_strdup_printf (_("%s is outside %d–%d"), value, min, max);
  return NULL;
}

/* Parses "TYPE [scope=S] name=value …" into a new effect, or returns NULL
 * with @reason. */
static WmEffect *
parse_effect (const char *text, gboolean is_task, const WmVariant *variant, char **reason)
{
  g_auto (GStrv) tokens = g_strsplit_set (text, " \t", -1);
  g_autoptr (GPtrArray) words = g_ptr_array_new ();
  const WmTypeSpec *spec;
  WmEffect *effect;

  for (int i = 0; tokens[i]; i++)
    if (*tokens[i] != '\0')
      g_ptr_array_add (words, tokens[i]);
  if (words->len == 0)
    {
      *reason = g_strdup (is_task ? _("a task is empty") : _("an effect is empty"));
      return NULL;
    }
  spec = is_task ? wm_registry_find_task (words->pdata[0])
                 : wm_registry_find_effect (words->pdata[0]);
  if (spec == NULL)
    {
      *reason = g_strdup_printf (is_task ? _("“%s” is not a task type")
                                         : _("“%s” is not an effect type"),
                                 (char *) words->pdata[0]);
      return NULL;
    }
  /* An event's effect without scope= lasts the day it is drawn, as one the
   * Decks page's Add makes: "always" was warned of (effect-scope) and
   * printed "Always" on the card (review h, 10). Only events have
   * effects; a task has no scope. */
  effect = wm_effect_new (spec->name, is_task ? WM_SCOPE_ALWAYS : WM_SCOPE_DAY);
  for (guint w = 1; w < words->len; w++)
    {
      const char *word = words->pdata[w];
      const char *eq = strchr (word, '=');
      g_autofree char *name = eq ? g_strndup (word, eq - word) : g_strdup (word);
      g_autofree char *value = eq ? unescape (eq + 1) : NULL;
      const WmParamSpec *param = wm_type_spec_find_param (spec, name);

      if (value == NULL)
        *reason = g_strdup_printf (_("“%s” is not of the form name=value"), word);
      else if (!is_task && g_str_equal (name, "scope"))
        {
          int scope = wm_scope_from_string (value);
          if (scope >= 0)
            {
              effect->scope = scope;
              continue;
            }
          *reason = g_strdup_printf (_("“%s” is not a scope (always, day, intrigue)"), value);
        }
      else if (param == NULL)
        *reason = g_strdup_printf (_("%s has no parameter “%s”"), spec->name, name);
      else if (wm_effect_get_param (effect, name) != NULL)
        *reason = g_strdup_printf (_("“%s” is given twice"), name);
      else if (wm_param_check (param, value, variant, reason))
        {
          wm_effect_set_param (effect, name, value);
          continue;
        }
      else
        {
          char *with_name = g_strdup_printf ("%s: %s", name, *reason);
          g_free (*reason);
          *reason = with_name;
        }
      wm_effect_free (effect);
      return NULL;
    }
  for (int p = 0; p < spec->n_params; p++)
    if (spec->params[p].required && wm_effect_get_param (effect, spec->params[p].name) == NULL)
      {
        *reason = g_strdup_printf (_("%s needs “%s”"), spec->name, spec->params[p].name);
        wm_effect_free (effect);
        return NULL;
      }
  return effect;
}

/* A list of effects or tasks; NULL with @reason when any is wrong. */
static GPtrArray *
parse_effects (const char *value, gboolean is_task, const WmVariant *variant, char **reason)
{
  g_autoptr (GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) wm_effect_free);
  g_auto (GStrv) parts = NULL;

  if (*value == '\0')
    return g_steal_pointer (&list);
  parts = g_strsplit (value, ";", -1);
  for (int i = 0; parts[i]; i++)
    {
      WmEffect *effect = parse_effect (parts[i], is_task, variant, reason);
      if (effect == NULL)
        return NULL;
      g_ptr_array_add (list, effect);
    }
  return g_steal_pointer (&list);
}

/* Why @word names no town: the column takes ids, as the export writes
 * them, but a designer filling the sheet by hand writes the names the app
 * shows ("Kalder"); such a word is refused with the id to write instead
 * rather than taken, so that the sheet keeps one meaning per column and
 * nothing is changed behind the designer's back. */
static char *
unknown_town (const WmVariant *variant, const char *word)
{
  g_autofree char *folded = g_utf8_casefold (word, -1);

  for (guint t = 0; t < variant->towns->len; t++)
    {
      const WmTown *town = g_ptr_array_index (variant->towns, t);
      for (guint e = 0; e < town->name.entries->len; e++)
        {
          const WmTextEntry *entry = g_ptr_array_index (town->name.entries, e);
          g_autofree char *name = g_utf8_casefold (entry->text, -1);
          g_autofree char *language = NULL;
          if (g_strcmp0 (name, folded) != 0)
            continue;
          language = wm_locale_language_in_sentence (entry->lang);
          /* TRANSLATORS: the word in the CSV file, the town's id, the
           * language of that name ("Deutsch"), the id again */
          return g_strdup_printf (_("“%s” is the name of town “%s” in %s; the target column "
                                    "takes town ids: write %s"),
                                  word, town->id, language, town->id);
        }
    }
  return g_strdup_printf (_("there is no town “%s”"), word);
}

static char *
check_words (const WmFieldSpec *field, const char *value, const WmVariant *variant)
{
  g_auto (GStrv) words = g_strsplit_set (value, " \t", -1);
  const char *twice = NULL;
  int n = 0;

  for (int i = 0; words[i]; i++)
    {
      if (*words[i] == '\0')
        continue;
      n++;
      /* The validator's card-target-duplicate; a path type or an arrow
       * twice is only its warning. */
      if (twice == NULL && g_str_equal (field->name, "target")
          && g_strv_contains ((const char *const *) words + i + 1, words[i]))
        twice = words[i];
      if (g_str_equal (field->name, "arrows") && wm_direction_from_string (words[i]) == WM_DIR_NONE)
        return g_strdup_printf (_("“%s” is not a direction (n ne e se s sw w nw)"), words[i]);
      if (g_str_equal (field->name, "paths") && wm_variant_find_path_type (variant, words[i]) == NULL)
        return g_strdup_printf (_("“%s” is not a path type of this variant"), words[i]);
      if (g_str_equal (field->name, "target") && wm_variant_find_town (variant, words[i]) == NULL)
        return unknown_town (variant, words[i]);
    }
  if (*value != '\0' && (n < field->min || (field->max > 0 && n > field->max)))
    return g_strdup_printf (_("%d entries; %d–%d are allowed"), n, field->min, field->max);
  if (twice != NULL)
    return g_strdup_printf (_("“%s” twice"), twice);
  return NULL;
}

/* What is wrong with one cell, or NULL. */
static char *
check_cell (const Column *column, const char *value, const WmVariant *variant)
{
  const WmFieldSpec *field = column->field;
  char *reason = NULL;

  switch (column->kind)
    {
    case COL_ID:
      if (!valid_word (value, FALSE))
        return g_strdup_printf (_("“%s” is not an id (letters, digits, “-”, “_”, “.”)"), value);
      return NULL;
    case COL_TEXT:
      return NULL;
    case COL_REWARD:
      return *value ? check_number (value, 0, reward_parts[column->part].max) : NULL;
    case COL_FIELD:
      break;
    }
  if (*value == '\0')
    return NULL;
  switch (field->kind)
    {
    case WM_FIELD_NUMBER:
      return check_number (value, field->min, field->max);
    case WM_FIELD_WORDS:
    case WM_FIELD_TARGETS:
      return check_words (field, value, variant);
    case WM_FIELD_REF:
      if (g_str_equal (field->name, "character") && wm_variant_find_character (variant, value) == NULL)
        return g_strdup_printf (_("there is no character “%s”"), value);
      return NULL;
    case WM_FIELD_TASK:
    case WM_FIELD_EFFECTS:
      {
        g_autoptr (GPtrArray) list = parse_effects (value, field->kind == WM_FIELD_TASK, variant,
                                                    &reason);
        if (list == NULL)
          return reason;
        if ((int) list->len < field->min || (int) list->len > field->max)
          return g_strdup_printf (_("%u entries; %d–%d are allowed"), list->len, field->min,
                                  field->max);
        return NULL;
      }
    case WM_FIELD_TEXT:
    case WM_FIELD_REWARD:
      break;
    }
  return NULL;
}

static gboolean
field_empty_on_card (const WmFieldSpec *field, const WmCard *card)
{
  if (card == NULL)
    return TRUE;
  switch (field->kind)
    {
    case WM_FIELD_TEXT:
      {
        const WmText *text = g_str_equal (field->name, "name") ? &card->name : &card->text;
        for (guint i = 0; text->entries && i < text->entries->len; i++)
          if (*((WmTextEntry *) g_ptr_array_index (text->entries, i))->text != '\0')
            return FALSE;
        return TRUE;
      }
    case WM_FIELD_NUMBER:
      return (g_str_equal (field->name, "bid") ? card->bid : card->steps) == 0;
    case WM_FIELD_WORDS:
      return g_str_equal (field->name, "paths") ? card->paths == NULL : card->n_arrows == 0;
    case WM_FIELD_REF:
      return card->character == NULL;
    case WM_FIELD_TARGETS:
      return card->targets->len == 0;
    case WM_FIELD_TASK:
      return card->tasks->len == 0;
    case WM_FIELD_REWARD:
      return card->reward == NULL;
    case WM_FIELD_EFFECTS:
      return card->effects->len == 0;
    }
  return TRUE;
}

/* Whether @field is empty once @row is applied to @card (NULL: a new card). */
static gboolean
field_empty_after (const WmFieldSpec *field, GPtrArray *columns, const Row *row,
                   const WmCard *card, gboolean *has_column)
{
  gboolean empty = TRUE;
  gboolean covered_all = field->kind != WM_FIELD_TEXT;

  *has_column = FALSE;
  for (guint i = 0; i < columns->len; i++)
    {
      const Column *column = g_ptr_array_index (columns, i);
      if (column->field != field)
        continue;
      *has_column = TRUE;
      if (*(const char *) g_ptr_array_index (row->cells, i) != '\0')
        empty = FALSE;
    }
  if (!*has_column)
    return field_empty_on_card (field, card);
  if (!empty || covered_all || card == NULL)
    return empty;
  /* Texts in languages without a column stay as they are. */
  {
    const WmText *text = g_str_equal (field->name, "name") ? &card->name : &card->text;
    for (guint e = 0; text->entries && e < text->entries->len; e++)
      {
        const WmTextEntry *entry = g_ptr_array_index (text->entries, e);
        gboolean has_lang_column = FALSE;
        for (guint i = 0; i < columns->len; i++)
          {
            const Column *column = g_ptr_array_index (columns, i);
            if (column->field == field && g_strcmp0 (column->lang, entry->lang) == 0)
              has_lang_column = TRUE;
          }
        if (!has_lang_column && *entry->text != '\0')
          return FALSE;
      }
  }
  return TRUE;
}

static WmCard *
find_in_deck (const WmDeck *deck, const char *id)
{
  for (guint i = 0; i < deck->cards->len; i++)
    {
      WmCard *card = g_ptr_array_index (deck->cards, i);
      if (g_strcmp0 (card->id, id) == 0)
        return card;
    }
  return NULL;
}

/* The column of @name among @columns, or -1. */
static int
field_column (GPtrArray *columns, const char *name)
{
  for (guint i = 0; i < columns->len; i++)
    {
      const Column *column = g_ptr_array_index (columns, i);
      if (column->kind == COL_FIELD && g_str_equal (column->field->name, name))
        return (int) i;
    }
  return -1;
}

/* The bid @row leaves its card with: its cell when that is a number in
 * range, else the card's own (-1 for a new card or a wrong cell, which
 * check_cell() and the required fields report). */
static int
row_bid (const WmCardKindSpec *spec, GPtrArray *columns, const Row *row, const WmCard *card)
{
  int i = field_column (columns, "bid");
  const WmFieldSpec *field = wm_card_kind_find_field (spec, "bid");
  const char *cell = i >= 0 ? g_ptr_array_index (row->cells, i) : "";
  g_autofree char *wrong = NULL;

  if (*cell != '\0')
    {
      wrong = check_number (cell, field->min, field->max);
      return wrong == NULL ? atoi (cell) : -1;
    }
  return card != NULL && i < 0 ? card->bid : -1;
}

/* Bid → the ids of the rows that leave a card with it, for a movement
 * deck's rows (NULL for other decks): a bid given twice is the
 * validator's card-bid-duplicate error, whichever row comes first. */
static GHashTable *
bids_of_rows (const WmDeck *deck, GPtrArray *columns, GPtrArray *rows)
{
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  GHashTable *bids;

  if (wm_card_kind_find_field (spec, "bid") == NULL)
    return NULL;
  bids = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL,
                                (GDestroyNotify) g_ptr_array_unref);
  for (guint r = 0; r < rows->len; r++)
    {
      const Row *row = g_ptr_array_index (rows, r);
      const char *id = g_ptr_array_index (row->cells, 0);
      int bid = row_bid (spec, columns, row, find_in_deck (deck, id));
      GPtrArray *ids;
      if (bid < 0)
        continue;
      if ((ids = g_hash_table_lookup (bids, GINT_TO_POINTER (bid))) == NULL)
        g_hash_table_insert (bids, GINT_TO_POINTER (bid), ids = g_ptr_array_new ());
      g_ptr_array_add (ids, (gpointer) id);
    }
  return bids;
}

/* The card other than @id that bids @bid after the import: a row of
 * @bids, or a card of another movement deck. */
static const char *
other_bidder (const WmVariant *variant, const WmDeck *deck, GHashTable *bids, int bid,
              const char *id)
{
  GPtrArray *ids = g_hash_table_lookup (bids, GINT_TO_POINTER (bid));

  for (guint i = 0; ids != NULL && i < ids->len; i++)
    if (strcmp (g_ptr_array_index (ids, i), id) != 0)
      return g_ptr_array_index (ids, i);
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *other = g_ptr_array_index (variant->decks, d);
      const WmCardKindSpec *spec = wm_registry_card_kind (other->kind);
      if (other == deck || wm_card_kind_find_field (spec, "bid") == NULL)
        continue;
      for (guint c = 0; c < other->cards->len; c++)
        if (((const WmCard *) g_ptr_array_index (other->cards, c))->bid == bid)
          return ((const WmCard *) g_ptr_array_index (other->cards, c))->id;
    }
  return NULL;
}

/* A bid the row gives that another card has too. Only a bid the row
 * changes or a new card's: a tie the variant had before is the
 * validator's to report, not a reason to refuse a translation. */
static void
check_bid (const WmVariant *variant, const WmDeck *deck, GPtrArray *columns, const Row *row,
           const WmCard *card, GHashTable *bids, GPtrArray *problems)
{
  const char *id = g_ptr_array_index (row->cells, 0);
  int bid = row_bid (wm_registry_card_kind (deck->kind), columns, row, card);
  const char *other;

  if (bids == NULL || bid < 0 || (card != NULL && card->bid == bid))
    return;
  if ((other = other_bidder (variant, deck, bids, bid, id)) != NULL)
    add_problem (problems, row->number, "bid",
                 g_strdup_printf (_("card “%s” bids %d like card “%s”; the rules break no ties"),
                                  id, bid, other));
}

/* A reward the row fills that gives nothing (the validator's
 * card-reward-empty): the parts it leaves empty are 0, those without a
 * column keep the card's. */
static void
check_reward (GPtrArray *columns, const Row *row, const WmCard *card, GPtrArray *problems)
{
  int parts[G_N_ELEMENTS (reward_parts)] = { 0 };
  const char *first = NULL;
  int sum = 0;

  if (card != NULL && card->reward != NULL)
    {
      parts[0] = card->reward->gold;
      parts[1] = card->reward->movement;
      parts[2] = card->reward->side_quest;
    }
  for (guint i = 0; i < columns->len; i++)
    {
      const Column *column = g_ptr_array_index (columns, i);
      const char *cell = g_ptr_array_index (row->cells, i);
      g_autofree char *wrong = NULL;
      if (column->kind != COL_REWARD)
        continue;
      /* A wrong number is reported as such by check_cell(). */
      if (*cell != '\0' && (wrong = check_cell (column, cell, NULL)) != NULL)
        return;
      if (*cell != '\0' && first == NULL)
        first = column->name;
      parts[column->part] = atoi (cell);
    }
  if (first == NULL)
    return;
  for (guint k = 0; k < G_N_ELEMENTS (parts); k++)
    sum += parts[k];
  if (sum <= 0)
    add_problem (problems, row->number, first,
                 g_strdup (_("the reward gives nothing: gold, movement cards and side quests are "
                             "all 0")));
}

static void
check_row (const WmVariant *variant, const WmDeck *deck, GPtrArray *columns, const Row *row,
           GHashTable *seen, GHashTable *bids, GPtrArray *problems)
{
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  const char *id = g_ptr_array_index (row->cells, 0);
  const WmCard *card = find_in_deck (deck, id);
  WmDeck *other = NULL;

  for (guint i = 0; i < columns->len; i++)
    {
      const Column *column = g_ptr_array_index (columns, i);
      char *reason = check_cell (column, g_ptr_array_index (row->cells, i), variant);
      if (reason != NULL)
        add_problem (problems, row->number, column->name, reason);
    }
  if (g_hash_table_contains (seen, id))
    add_problem (problems, row->number, "id",
                 g_strdup_printf (_("“%s” is the id of an earlier row"), id));
  g_hash_table_add (seen, (gpointer) id);
  if (card == NULL && wm_variant_find_card (variant, id, &other) != NULL && other != deck)
    add_problem (problems, row->number, "id",
                 g_strdup_printf (_("“%s” is already a card of deck “%s”"), id, other->id));

  for (int f = 0; f < spec->n_fields; f++)
    {
      const WmFieldSpec *field = &spec->fields[f];
      gboolean has_column;
      if (field->required && field_empty_after (field, columns, row, card, &has_column))
        add_problem (problems, row->number,
                     has_column || field->kind == WM_FIELD_TEXT ? field->name : NULL,
                     g_strdup_printf (_("“%s” is required"), field->name));
    }
  if (wm_card_kind_find_field (spec, "paths") != NULL)
    {
      const WmFieldSpec *paths = wm_card_kind_find_field (spec, "paths");
      const WmFieldSpec *arrows = wm_card_kind_find_field (spec, "arrows");
      gboolean has_column;
      if (field_empty_after (paths, columns, row, card, &has_column)
          && field_empty_after (arrows, columns, row, card, &has_column))
        add_problem (problems, row->number, "paths",
                     g_strdup (_("a movement card needs path types or arrows")));
    }
  check_bid (variant, deck, columns, row, card, bids, problems);
  check_reward (columns, row, card, problems);
}

/* ---- applying ----------------------------------------------------------- */

static void
set_text (WmText *text, const char *lang, const char *value)
{
  if (*value != '\0')
    {
      wm_text_set (text, lang, value);
      return;
    }
  for (guint i = 0; i < text->entries->len; i++)
    if (g_str_equal (((WmTextEntry *) g_ptr_array_index (text->entries, i))->lang, lang))
      {
        g_ptr_array_remove_index (text->entries, i);
        return;
      }
}

/* Replaces @list by @parsed, keeping the comments and foreign content of
 * the entries that stay (matched by position). */
static void
replace_effects (GPtrArray *list, GPtrArray *parsed)
{
  for (guint i = 0; i < parsed->len; i++)
    {
      WmEffect *from = g_ptr_array_index (parsed, i);
      WmEffect *to;
      if (i >= list->len)
        {
          g_ptr_array_add (list, wm_effect_new (from->type, from->scope));
        }
      to = g_ptr_array_index (list, i);
      g_free (to->type);
      to->type = g_strdup (from->type);
      to->scope = from->scope;
      g_ptr_array_set_size (to->params, 0);
      for (guint p = 0; p < from->params->len; p++)
        {
          const WmParam *param = g_ptr_array_index (from->params, p);
          wm_effect_set_param (to, param->name, param->value);
        }
    }
  if (list->len > parsed->len)
    g_ptr_array_remove_range (list, parsed->len, list->len - parsed->len);
}

static void
set_targets (WmCard *card, const char *value)
{
  g_auto (GStrv) towns = wm_split_words (value);

  wm_card_set_target_towns (card, towns);
}

static void
apply_field (WmCard *card, const WmFieldSpec *field, const char *value, const WmVariant *variant)
{
  const char *name = field->name;
  char *unused = NULL;

  if (g_str_equal (name, "bid"))
    card->bid = *value ? atoi (value) : 0;
  else if (g_str_equal (name, "steps"))
    card->steps = *value ? atoi (value) : 0;
  else if (g_str_equal (name, "paths"))
    {
      g_strfreev (card->paths);
      card->paths = *value ? wm_split_words (value) : NULL;
    }
  else if (g_str_equal (name, "arrows"))
    {
      g_auto (GStrv) words = wm_split_words (value);
      g_clear_pointer (&card->arrows, g_free);
      card->n_arrows = g_strv_length (words);
      card->arrows = card->n_arrows ? g_new0 (WmDirection, card->n_arrows) : NULL;
      for (int i = 0; i < card->n_arrows; i++)
        card->arrows[i] = wm_direction_from_string (words[i]);
    }
  else if (g_str_equal (name, "character"))
    {
      g_free (card->character);
      card->character = *value ? g_strdup (value) : NULL;
    }
  else if (g_str_equal (name, "target"))
    set_targets (card, value);
  else if (g_str_equal (name, "task") || g_str_equal (name, "effect"))
    {
      gboolean is_task = g_str_equal (name, "task");
      g_autoptr (GPtrArray) parsed = parse_effects (value, is_task, variant, &unused);
      /* Checked before anything is applied. */
      g_assert (parsed != NULL);
      replace_effects (is_task ? card->tasks : card->effects, parsed);
    }
  g_free (unused);
}

static void
apply_reward (WmCard *card, GPtrArray *columns, const Row *row)
{
  int present = 0, filled = 0;

  for (guint i = 0; i < columns->len; i++)
    {
      const Column *column = g_ptr_array_index (columns, i);
      if (column->kind != COL_REWARD)
        continue;
      present++;
      if (*(const char *) g_ptr_array_index (row->cells, i) != '\0')
        filled++;
    }
  if (present == 0)
    return;
  if (filled == 0)
    {
      if (present == (int) G_N_ELEMENTS (reward_parts) && card->reward != NULL)
        {
          wm_extras_free (card->reward->extras);
          g_clear_pointer (&card->reward, g_free);
        }
      return;
    }
  if (card->reward == NULL)
    card->reward = g_new0 (WmReward, 1);
  for (guint i = 0; i < columns->len; i++)
    {
      const Column *column = g_ptr_array_index (columns, i);
      int value;
      if (column->kind != COL_REWARD)
        continue;
      value = atoi (g_ptr_array_index (row->cells, i));
      if (column->part == 0)
        card->reward->gold = value;
      else if (column->part == 1)
        card->reward->movement = value;
      else
        card->reward->side_quest = value;
    }
}

static void
apply_row (WmCard *card, GPtrArray *columns, const Row *row, const WmVariant *variant)
{
  for (guint i = 0; i < columns->len; i++)
    {
      const Column *column = g_ptr_array_index (columns, i);
      const char *value = g_ptr_array_index (row->cells, i);
      if (column->kind == COL_TEXT)
        set_text (g_str_equal (column->field->name, "name") ? &card->name : &card->text,
                  column->lang, value);
      else if (column->kind == COL_FIELD)
        apply_field (card, column->field, value, variant);
    }
  apply_reward (card, columns, row);
}

static void
apply_rows (WmVariant *variant, WmDeck *deck, GPtrArray *columns, GPtrArray *rows)
{
  GPtrArray *cards = g_ptr_array_new_with_free_func ((GDestroyNotify) wm_card_free);
  GPtrArray *old = deck->cards;

  for (guint r = 0; r < rows->len; r++)
    {
      const Row *row = g_ptr_array_index (rows, r);
      const char *id = g_ptr_array_index (row->cells, 0);
      WmCard *card = NULL;
      guint index;

      for (index = 0; index < old->len; index++)
        if (g_str_equal (((WmCard *) g_ptr_array_index (old, index))->id, id))
          {
            card = g_ptr_array_steal_index (old, index);
            break;
          }
      if (card == NULL)
        card = wm_card_new (id);
      apply_row (card, columns, row, variant);
      g_ptr_array_add (cards, card);
    }
  deck->cards = cards;
  g_ptr_array_unref (old);
}

/* ---- import ------------------------------------------------------------- */

static GPtrArray *
header_columns (const WmDeck *deck, const Row *header, GPtrArray *problems)
{
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  GPtrArray *columns = g_ptr_array_new_with_free_func ((GDestroyNotify) column_free);
  g_autoptr (GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint i = 0; i < header->cells->len; i++)
    {
      const char *name = g_ptr_array_index (header->cells, i);
      char *reason = NULL;
      Column *column = parse_column (spec, name, &reason);
      if (column == NULL)
        {
          add_problem (problems, 1, name, reason);
          column = column_new (COL_ID, NULL, NULL, 0); /* a stand-in, never applied */
        }
      else if (g_hash_table_contains (names, name))
        add_problem (problems, 1, name, g_strdup (_("the column appears twice")));
      else if (column->kind == COL_ID && i != 0)
        add_problem (problems, 1, name, g_strdup (_("“id” must be the first column")));
      g_hash_table_add (names, (gpointer) name);
      g_ptr_array_add (columns, column);
    }
  if (header->cells->len == 0 || !g_str_equal (g_ptr_array_index (header->cells, 0), "id"))
    add_problem (problems, 1, NULL, g_strdup (_("the first column must be “id”")));
  return columns;
}

static gboolean
row_is_blank (const Row *row)
{
  return row->cells->len == 1 && *(const char *) g_ptr_array_index (row->cells, 0) == '\0';
}

gboolean
wm_deck_csv_import (WmVariant *variant, const char *deck_id, const char *csv, gssize length,
                    GPtrArray **problems_out, GError **error)
{
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (GPtrArray) rows = NULL;
  g_autoptr (GPtrArray) data = NULL;
  g_autoptr (GPtrArray) columns = NULL;
  g_autoptr (GHashTable) seen = NULL;
  g_autoptr (GHashTable) bids = NULL;
  g_autofree char *reason = NULL;
  gboolean header_wrong = FALSE;
  int bad_row = 1;
  WmDeck *deck;

  g_return_val_if_fail (variant != NULL && deck_id != NULL && csv != NULL, FALSE);

  if (problems_out != NULL)
    *problems_out = NULL;
  deck = wm_variant_find_deck (variant, deck_id);
  if (deck == NULL)
    {
      g_set_error (error, WM_DECK_CSV_ERROR, WM_DECK_CSV_ERROR_NO_DECK, _("There is no deck “%s”"),
                   deck_id);
      return FALSE;
    }
  if (length < 0)
    length = strlen (csv);
  problems = g_ptr_array_new_with_free_func ((GDestroyNotify) wm_deck_csv_problem_free);
  if (!g_utf8_validate (csv, length, NULL))
    add_encoding_problem (problems, csv, length);
  else if ((rows = parse_csv (csv, length, &bad_row, &reason)) == NULL)
    add_problem (problems, bad_row, NULL, g_steal_pointer (&reason));
  else if (rows->len == 0)
    add_problem (problems, 1, NULL, g_strdup (_("the file is empty: it needs a header row")));
  else
    {
      columns = header_columns (deck, g_ptr_array_index (rows, 0), problems);
      header_wrong = problems->len > 0;
      data = g_ptr_array_new ();
      seen = g_hash_table_new (g_str_hash, g_str_equal);
      /* A wrong header makes every row unreadable: report it alone. */
      for (guint r = 1; r < rows->len && !header_wrong; r++)
        {
          Row *row = g_ptr_array_index (rows, r);
          if (!row_is_blank (row) && row->cells->len == columns->len)
            g_ptr_array_add (data, row);
        }
      /* Bids are compared over all rows first: two cards may swap theirs. */
      bids = header_wrong ? NULL : bids_of_rows (deck, columns, data);
      for (guint r = 1; r < rows->len && !header_wrong; r++)
        {
          Row *row = g_ptr_array_index (rows, r);
          if (row_is_blank (row))
            continue;
          if (row->cells->len != columns->len)
            add_problem (problems, row->number, NULL,
                         g_strdup_printf (_("%u cells, but the header has %u"), row->cells->len,
                                          columns->len));
          else
            check_row (variant, deck, columns, row, seen, bids, problems);
        }
    }
  if (problems->len > 0)
    {
      g_autofree char *first = wm_deck_csv_problem_to_string (g_ptr_array_index (problems, 0));
      if (problems->len == 1)
        g_set_error (error, WM_DECK_CSV_ERROR, WM_DECK_CSV_ERROR_INVALID,
                     _("Nothing was imported: %s"), first);
      else
        g_set_error (error, WM_DECK_CSV_ERROR, WM_DECK_CSV_ERROR_INVALID,
                     _("Nothing was imported: %s (and %u more problems)"), first,
                     problems->len - 1);
      if (problems_out != NULL)
        *problems_out = g_steal_pointer (&problems);
      return FALSE;
    }
  apply_rows (variant, deck, columns, data);
  return TRUE;
}

/* A snapshot's entry for a card: its id, then (after SNAPSHOT_SEPARATOR)
 * every cell its CSV row has, each with its column, texts in the card's own
 * languages only: an import may add a language column to the deck, which
 * changes no card that leaves it empty. */
#define SNAPSHOT_SEPARATOR '\x1f'

static char *
card_snapshot (const WmCardKindSpec *spec, const WmCard *card)
{
  g_autoptr (GPtrArray) langs = g_ptr_array_new ();
  g_autoptr (GPtrArray) columns = NULL;
  GString *out = g_string_new (card->id);

  add_card_languages (langs, card);
  columns = columns_in (spec, langs);
  for (guint i = 1; i < columns->len; i++)
    {
      const Column *column = g_ptr_array_index (columns, i);
      g_autofree char *value = cell_value (column, card);
      g_string_append_printf (out, "%c%s=%s", SNAPSHOT_SEPARATOR, column->name, value);
    }
  return g_string_free (out, FALSE);
}

GStrv
wm_deck_csv_snapshot (const WmDeck *deck)
{
  const WmCardKindSpec *spec = wm_registry_card_kind (deck->kind);
  GStrv cards = g_new0 (char *, deck->cards->len + 1);

  for (guint i = 0; i < deck->cards->len; i++)
    cards[i] = card_snapshot (spec, g_ptr_array_index (deck->cards, i));
  return cards;
}

/* The id a snapshot's entry begins with, as a new string. */
static char *
snapshot_id (const char *entry)
{
  const char *end = strchr (entry, SNAPSHOT_SEPARATOR);

  return end ? g_strndup (entry, end - entry) : g_strdup (entry);
}

/* The entry of card @id in @snapshot, or NULL. */
static const char *
snapshot_find (const char *const *snapshot, const char *id)
{
  for (int i = 0; snapshot[i] != NULL; i++)
    {
      g_autofree char *entry_id = snapshot_id (snapshot[i]);
      if (strcmp (entry_id, id) == 0)
        return snapshot[i];
    }
  return NULL;
}

/* Whether the cards kept their ids in the same order (the rows were
 * sorted differently, nothing else). */
static gboolean
same_order (const char *const *before, const char *const *after)
{
  int i;

  for (i = 0; before[i] != NULL && after[i] != NULL; i++)
    {
      g_autofree char *a = snapshot_id (before[i]), *b = snapshot_id (after[i]);
      if (strcmp (a, b) != 0)
        return FALSE;
    }
  return before[i] == NULL && after[i] == NULL;
}

/* "quests-r1: nothing changed", or that only the order did. */
static char *
summary_of_no_change (const char *name, const char *const *before,
                      const char *const *after)
{
  if (same_order (before, after))
    /* TRANSLATORS: a CSV import that changed no card of the deck (its
     * id, or in the app its name, first), e.g. an export imported again
     * unedited. */
    return g_strdup_printf (_("%s: nothing changed"), name);
  /* TRANSLATORS: a CSV import whose rows only put the cards in another
   * order; the deck's id, or in the app its name, first. */
  return g_strdup_printf (_("%s: only the order of the cards changed"), name);
}

/* The removed cards named in the summary; more are "…". */
#define SUMMARY_MAX_NAMED 10

char *
wm_deck_csv_import_summary (const char *const *before, const WmDeck *after, const char *name)
{
  g_auto (GStrv) now = wm_deck_csv_snapshot (after);
  GString *text;
  g_autoptr (GPtrArray) removed = g_ptr_array_new_with_free_func (g_free);
  guint updated = 0, kept = 0, added;

  for (int i = 0; before[i] != NULL; i++)
    {
      g_autofree char *id = snapshot_id (before[i]);
      const char *entry = snapshot_find ((const char *const *) now, id);
      if (entry == NULL)
        g_ptr_array_add (removed, g_steal_pointer (&id));
      else
        {
          kept++;
          updated += strcmp (entry, before[i]) != 0;
        }
    }
  added = after->cards->len - kept;
  /* An export imported again unedited says so, not "12 cards updated". */
  if (updated == 0 && added == 0 && removed->len == 0)
    return summary_of_no_change (name, before, (const char *const *) now);
  text = g_string_new (NULL);
  g_string_append_printf (text, "%s: ", name);
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u card updated", "%u cards updated",
                                             updated),
                          updated);
  if (added > 0)
    {
      g_string_append (text, ", ");
      /* TRANSLATORS: cards added by a CSV import, after "12 cards updated, " */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u added", "%u added", added),
                              added);
    }
  if (removed->len > 0)
    {
      g_string_append (text, ", ");
      /* TRANSLATORS: cards removed by a CSV import (they had no row),
       * after "1 card updated, "; their ids follow in parentheses */
      g_string_append_printf (text,
                              g_dngettext (GETTEXT_PACKAGE, "%u removed", "%u removed",
                                           removed->len),
                              removed->len);
      g_string_append (text, " (");
      for (guint i = 0; i < removed->len && i < SUMMARY_MAX_NAMED; i++)
        g_string_append_printf (text, "%s%s", i > 0 ? ", " : "",
                                (const char *) g_ptr_array_index (removed, i));
      g_string_append (text, removed->len > SUMMARY_MAX_NAMED ? ", …)" : ")");
    }
  return g_string_free (text, FALSE);
}
