#define G_LOG_DOMAIN "wm-bot"

/* The bot interface: tiers, personas, and dispatch of each decision to
 * the tier's policy, always from the player's view. */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "wm-bot-private.h"
#include "wm-sim-stats.h"
#include "wm-variant-io.h"

static const char *const tier_names[WM_N_BOT_TIERS] = {
  [WM_BOT_RANDOM] = "random",
  [WM_BOT_GREEDY] = "greedy",
  [WM_BOT_PLANNER] = "planner",
  [WM_BOT_LOOKAHEAD] = "lookahead",
};

const char *
wm_bot_tier_to_string (WmBotTier tier)
{
  return tier >= 0 && tier < WM_N_BOT_TIERS ? tier_names[tier] : "?";
}

WmBotTier
wm_bot_tier_from_string (const char *s)
{
  for (int i = 0; s && i < WM_N_BOT_TIERS; i++)
    if (strcmp (s, tier_names[i]) == 0)
      return i;
  return -1;
}

/* ---- personas ------------------------------------------------------------- */

static const WmPersona personas[] = {
  /* name             gold quest take explore fort side bid */
  { "balanced",       1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0 },
  { "quest-runner",   1.0, 1.6, 1.6, 0.4, 0.4, 0.6, 1.2 },
  { "explorer",       1.0, 0.7, 0.6, 2.5, 0.6, 1.4, 0.8 },
  { "fort-collector", 1.0, 0.7, 0.6, 0.6, 2.5, 0.8, 0.8 },
};

static const char *const persona_names[] = {
  "balanced", "quest-runner", "explorer", "fort-collector", NULL
};

const WmPersona *
wm_persona_builtin (const char *name)
{
  for (guint i = 0; name && i < G_N_ELEMENTS (personas); i++)
    if (strcmp (personas[i].name, name) == 0)
      return &personas[i];
  return NULL;
}

const char *const *
wm_persona_builtin_names (void)
{
  return persona_names;
}

static gboolean
read_weight (GKeyFile *file, const char *group, const char *key, double *out, GError **error)
{
  g_autofree char *text = g_key_file_get_value (file, group, key, NULL);
  char *end = NULL;
  double v;

  if (text == NULL)
    return TRUE;
  v = g_ascii_strtod (text, &end);
  /* "nan" reads as a double that every comparison lets through; a bot
   * weighing its choices by it would play nonsense without a word. "0x1"
   * read as 1 (review f, finding 11): a weight is written in decimal, as
   * every number of a variant is. */
  if (*text == '\0' || end == NULL || *end != '\0' || strpbrk (text, "xXnNiI") != NULL
      || !isfinite (v) || v < 0 || v > 10)
    {
      g_autofree char *shown = g_utf8_make_valid (text, -1);
      /* TRANSLATORS: the persona, the weight, then its value as written. */
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("persona “%s”: %s must be a number from 0 to 10, not “%s”"), group, key,
                   shown);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

gboolean
wm_persona_from_key_file (GKeyFile *file, const char *name, WmPersona *out, GError **error)
{
  static const char *const known[] = { "gold", "quest", "take", "explore", "fort", "side", "bid", NULL };
  g_auto (GStrv) keys = NULL;
  WmPersona p = personas[0];

  if (!g_key_file_has_group (file, name))
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_GROUP_NOT_FOUND,
                   _("no persona “%s” in the persona file"), name);
      return FALSE;
    }
  /* Names label the results; one cut short would name another persona. */
  if (strlen (name) >= sizeof p.name)
    {
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE,
                   _("persona “%s”: the name is longer than %d bytes"), name, (int) sizeof p.name - 1);
      return FALSE;
    }
  keys = g_key_file_get_keys (file, name, NULL, NULL);
  for (int i = 0; keys && keys[i]; i++)
    if (!g_strv_contains (known, keys[i]))
      {
        g_autofree char *shown = g_utf8_make_valid (keys[i], -1);
        g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_KEY_NOT_FOUND,
                     _("persona “%s”: unknown weight “%s” (known: gold, quest, take, explore, "
                        "fort, side, bid)"),
                     name, shown);
        return FALSE;
      }
  g_strlcpy (p.name, name, sizeof p.name);
  if (!read_weight (file, name, "gold", &p.gold, error)
      || !read_weight (file, name, "quest", &p.quest, error)
      || !read_weight (file, name, "take", &p.take, error)
      || !read_weight (file, name, "explore", &p.explore, error)
      || !read_weight (file, name, "fort", &p.fort, error)
      || !read_weight (file, name, "side", &p.side, error)
      || !read_weight (file, name, "bid", &p.bid, error))
    return FALSE;
  *out = p;
  return TRUE;
}

/* The number of the line of @text where @key of [@group] is set, or of the
 * group's heading when @key is NULL; 0 when neither is found. */
static int
line_of (const char *text, const char *group, const char *key)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  gsize glen = strlen (group);
  gboolean in_group = FALSE;

  for (int n = 0; lines[n]; n++)
    {
      const char *s = lines[n] + strspn (lines[n], " \t");
      if (*s == '[')
        {
          in_group = strncmp (s + 1, group, glen) == 0 && s[1 + glen] == ']';
          if (in_group && key == NULL)
            return n + 1;
        }
      else if (in_group && key != NULL && g_str_has_prefix (s, key)
               && s[strlen (key) + strspn (s + strlen (key), " \t")] == '=')
        return n + 1;
    }
  return 0;
}

/* The key of [@group] that the persona parser refuses, each tried alone
 * with the same parser; NULL when none is alone to blame. */
static char *
refused_key (GKeyFile *file, const char *group)
{
  g_auto (GStrv) keys = g_key_file_get_keys (file, group, NULL, NULL);

  for (int i = 0; keys && keys[i]; i++)
    {
      g_autoptr (GKeyFile) alone = g_key_file_new ();
      g_autofree char *value = g_key_file_get_value (file, group, keys[i], NULL);
      WmPersona unused;
      g_key_file_set_value (alone, group, keys[i], value ? value : "");
      if (!wm_persona_from_key_file (alone, group, &unused, NULL))
        return g_strdup (keys[i]);
    }
  return NULL;
}

/* Every group of @file as a persona; *@line is where the one refused is
 * (0 when unknown). */
static gboolean
read_personas (GKeyFile *file, const char *text, GArray *out, int *line, GError **error)
{
  g_auto (GStrv) groups = g_key_file_get_groups (file, NULL);

  *line = 0;
  for (int i = 0; groups[i]; i++)
    {
      WmPersona persona;
      if (!wm_persona_from_key_file (file, groups[i], &persona, error))
        {
          g_autofree char *key = refused_key (file, groups[i]);
          *line = line_of (text, groups[i], key);
          return FALSE;
        }
      if (out != NULL)
        g_array_append_val (out, persona);
    }
  if (groups[0] == NULL)
    {
      g_set_error_literal (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_GROUP_NOT_FOUND,
                           _("no personas: a persona is a group of weights such as [cautious]"));
      return FALSE;
    }
  return TRUE;
}

/* What a line GKeyFile refuses was taken for, by its words. */
typedef enum
{
  REFUSED_HEADING, /* "[quest runner": a heading without its "]", or a name with "[" */
  REFUSED_OUTSIDE, /* a weight before the first heading */
  REFUSED_OTHER    /* neither a heading nor a weight */
} Refused;

/* The number of the first line of @text that GKeyFile refuses, each line
 * tried alone with GKeyFile itself (a weight also under a heading of its
 * own), so that what is refused is what GKeyFile refuses; 0 when no line
 * alone is to blame. *@what says what it was taken for. */
static int
refused_line (const char *text, gsize length, char **line, Refused *what)
{
  g_autofree char *copy = g_strndup (text, length);
  g_auto (GStrv) lines = g_strsplit (copy, "\n", -1);
  gboolean under_heading = FALSE;

  for (int n = 0; lines[n]; n++)
    {
      g_autoptr (GKeyFile) alone = g_key_file_new ();
      g_autoptr (GKeyFile) headed = g_key_file_new ();
      g_autofree char *with_heading = g_strconcat ("[persona]\n", lines[n], NULL);
      g_autofree char *heading = NULL;
      gboolean weight;

      if (g_key_file_load_from_data (alone, lines[n], -1, G_KEY_FILE_NONE, NULL))
        {
          /* A blank line or a comment, or a heading: the weights after it
           * are under it. */
          heading = g_key_file_get_start_group (alone);
          under_heading |= heading != NULL;
          continue;
        }
      weight = g_key_file_load_from_data (headed, with_heading, -1, G_KEY_FILE_NONE, NULL);
      if (weight && under_heading)
        continue;
      *what = weight ? REFUSED_OUTSIDE
                     : lines[n][strspn (lines[n], " \t")] == '[' ? REFUSED_HEADING
                                                                : REFUSED_OTHER;
      *line = g_utf8_make_valid (g_strstrip (lines[n]), -1);
      return n + 1;
    }
  return 0;
}

/* g_key_file_load_from_data (), but a file GKeyFile refuses is said in
 * Waymark's words at the line to fix (*@line; 0 when no line is to blame,
 * where GKeyFile's own message stays), as the other mistakes of a persona
 * file are: "bad.ini:3: “[quest runner” is not a persona's heading …"
 * rather than GKeyFile's "Key file contains line … which is not a
 * key-value pair, group, or comment". */
static gboolean
load_key_file (GKeyFile *file, const char *text, gsize length, int *line, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *words = NULL;
  Refused what = REFUSED_OTHER;

  *line = 0;
  if (g_key_file_load_from_data (file, text, length, G_KEY_FILE_NONE, &local))
    return TRUE;
  *line = refused_line (text, length, &words, &what);
  if (*line == 0)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  switch (what)
    {
    case REFUSED_HEADING:
      /* TRANSLATORS: the line as written in the persona file. */
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE,
                   _("“%s” is not a persona's heading: the name goes between [ and ], as in "
                     "[cautious]"),
                   words);
      break;
    case REFUSED_OUTSIDE:
      /* TRANSLATORS: the line as written in the persona file. */
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE,
                   _("“%s” comes before the first persona: weights go under a heading such as "
                     "[cautious]"),
                   words);
      break;
    case REFUSED_OTHER:
      /* TRANSLATORS: the line as written in the persona file. */
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE,
                   _("“%s” is neither a persona's heading, such as [cautious], nor a weight, "
                     "such as gold = 1.5"),
                   words);
      break;
    }
  return FALSE;
}

/* What GKeyFile reads without a word, refused at its line (*@line):
 * bytes that are not UTF-8, a persona headed twice or a weight set twice
 * (GKeyFile keeps the last), and a weight for a language ("gold[de]",
 * read or passed over by the desktop's language), review f, finding 11. */
static gboolean
check_lines (const char *text, gsize length, int *line, GError **error)
{
  g_autofree char *copy = g_strndup (text, length);
  g_auto (GStrv) lines = NULL;
  g_autoptr (GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *group = NULL;
  const char *valid_end = NULL;

  *line = 0;
  if (!g_utf8_validate_len (text, length, &valid_end))
    {
      *line = 1;
      for (const char *p = text; p < valid_end; p++)
        *line += *p == '\n';
      /* TRANSLATORS: a byte as \xFF, or \x00 for a zero byte. */
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE,
                   _("the byte \\x%02X is not UTF-8 text: was the file damaged?"),
                   (guchar) *valid_end);
      return FALSE;
    }
  lines = g_strsplit (copy, "\n", -1);
  for (int n = 0; lines[n]; n++)
    {
      char *s = g_strchug (lines[n]);
      char *equals = strchr (s, '=');
      int first;

      if (*s == '[' && strrchr (s, ']') != NULL)
        {
          g_free (group);
          group = g_strndup (s + 1, strrchr (s, ']') - (s + 1));
          g_hash_table_remove_all (keys);
          if ((first = GPOINTER_TO_INT (g_hash_table_lookup (groups, group))) != 0)
            {
              *line = n + 1;
              /* TRANSLATORS: the persona, then the line of its first heading. */
              g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE,
                           _("persona “%s” is headed twice (first at line %d): its weights go "
                             "under one heading"),
                           group, first);
              return FALSE;
            }
          g_hash_table_insert (groups, g_strdup (group), GINT_TO_POINTER (n + 1));
          continue;
        }
      if (*s == '#' || *s == '\0' || equals == NULL || group == NULL)
        continue;
      *equals = '\0';
      g_strchomp (s);
      if (strchr (s, '[') != NULL)
        {
          *line = n + 1;
          /* TRANSLATORS: the persona, then the key as written ("gold[de]"). */
          g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE,
                       _("persona “%s”: “%s” is a weight for one language; a weight is the same "
                         "in every language, as in gold = 1.5"),
                       group, s);
          return FALSE;
        }
      if ((first = GPOINTER_TO_INT (g_hash_table_lookup (keys, s))) != 0)
        {
          *line = n + 1;
          /* TRANSLATORS: the persona, the weight, then the line it was first set at. */
          g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_PARSE,
                       _("persona “%s”: %s is set twice (first at line %d): only one of them "
                         "would count"),
                       group, s, first);
          return FALSE;
        }
      g_hash_table_insert (keys, g_strdup (s), GINT_TO_POINTER (n + 1));
    }
  return TRUE;
}

/* g_file_get_contents () within the size every file Waymark reads keeps
 * to (WM_LOAD_MAX_BYTES), in G_FILE_ERROR as wm-bot.h promises: a device or
 * a pipe (/dev/zero) is refused rather than read until memory runs out. */
static gboolean
read_bounded (const char *path, char **text, gsize *length, GError **error)
{
  GStatBuf st;

  if (g_stat (path, &st) == 0 && !S_ISREG (st.st_mode) && !S_ISDIR (st.st_mode))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, _("not a regular file"));
      return FALSE;
    }
  if (g_stat (path, &st) == 0 && st.st_size > WM_LOAD_MAX_BYTES)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("the file is larger than the limit of %d MB"), WM_LOAD_MAX_BYTES / (1024 * 1024));
      return FALSE;
    }
  return g_file_get_contents (path, text, length, error);
}

GKeyFile *
wm_persona_file_load (const char *path, const char *name, GArray *out, GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) local = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;
  int line = 0;

  g_return_val_if_fail (path != NULL && name != NULL, NULL);

  if (read_bounded (path, &text, &length, &local)
      && load_key_file (file, text, length, &line, &local)
      && check_lines (text, length, &line, &local)
      && read_personas (file, text, out, &line, &local))
    return g_steal_pointer (&file);
  if (line > 0)
    g_prefix_error (&local, "%s:%d: ", name, line);
  else
    g_prefix_error (&local, "%s: ", name);
  g_propagate_error (error, g_steal_pointer (&local));
  return NULL;
}

gboolean
wm_bot_spec_parse (const char *text, GKeyFile *file, WmBotSpec *out, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ":", 2);
  const WmPersona *builtin;

  out->tier = wm_bot_tier_from_string (parts[0]);
  if ((int) out->tier < 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown bot “%s” (random, greedy, planner, lookahead)"), parts[0]);
      return FALSE;
    }
  out->persona = personas[0];
  /* A file's group named like a built-in persona replaces it, the default
   * "balanced" of a bot given without one too: "greedy" is
   * "greedy:balanced", which is how wm_bot_spec_to_string () writes it. */
  if (file != NULL && g_key_file_has_group (file, parts[1] ? parts[1] : personas[0].name))
    return wm_persona_from_key_file (file, parts[1] ? parts[1] : personas[0].name, &out->persona, error);
  if (parts[1] == NULL)
    return TRUE;
  builtin = wm_persona_builtin (parts[1]);
  if (builtin == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown persona “%s” (balanced, quest-runner, explorer, fort-collector, or "
                      "a group of --personas FILE)"),
                   parts[1]);
      return FALSE;
    }
  out->persona = *builtin;
  return TRUE;
}

int
wm_bot_list_parse (const char *text, GKeyFile *file, const char *field, WmBotSpec *out,
                   int max, GError **error)
{
  g_auto (GStrv) entries = NULL;
  int n;

  g_return_val_if_fail (text != NULL && field != NULL && out != NULL && max > 0, 0);

  entries = g_strsplit (text, ",", -1);
  n = (int) g_strv_length (entries);
  if (n == 0 || (n == 1 && *g_strstrip (entries[0]) == '\0'))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s: no bot given; name at least one, e.g. greedy"), field);
      return 0;
    }
  if (n > max)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   g_dngettext (GETTEXT_PACKAGE, "%s: at most %d bot, not %d",
                                "%s: at most %d bots, not %d", max),
                   field, max, n);
      return 0;
    }
  for (int i = 0; i < n; i++)
    {
      if (*g_strstrip (entries[i]) == '\0')
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s: bot %d of %d is blank in “%s”; name one there or remove the "
                         "extra comma"),
                       field, i + 1, n, text);
          return 0;
        }
      if (!wm_bot_spec_parse (entries[i], file, &out[i], error))
        {
          g_prefix_error (error, "%s: ", field);
          return 0;
        }
    }
  return n;
}

char *
wm_bot_spec_to_string (const WmBotSpec *spec)
{
  if (strcmp (spec->persona.name, "balanced") == 0)
    return g_strdup (wm_bot_tier_to_string (spec->tier));
  return g_strdup_printf ("%s:%s", wm_bot_tier_to_string (spec->tier), spec->persona.name);
}

/* ---- life cycle --------------------------------------------------------------- */

static WmBotBoard *
board_new (void)
{
  WmBotBoard *board = g_new0 (WmBotBoard, 1);

  board->ref = 1;
  return board;
}

static void
free_near (guint8 ***near)
{
  if (*near)
    for (int i = 0; i < WM_GAME_MAX_CARDS; i++)
      g_free ((*near)[i]);
  g_clear_pointer (near, g_free);
}

static void
board_clear (WmBotBoard *board)
{
  free_near (&board->near);
  g_clear_pointer (&board->places, g_free);
  g_clear_pointer (&board->dist, g_free);
  g_clear_pointer (&board->dist_built, g_free);
  g_clear_pointer (&board->rev_first, g_free);
  g_clear_pointer (&board->rev_from, g_free);
  g_clear_pointer (&board->next_to, g_free);
  g_clear_pointer (&board->ball, g_free);
  g_clear_pointer (&board->ball_built, g_free);
  g_clear_pointer (&board->way_first, g_free);
  g_clear_pointer (&board->way_to, g_free);
  g_clear_pointer (&board->way_mask, g_free);
  for (int i = 0; i < board->n_moves; i++)
    g_free (board->moves[i]);
  g_clear_pointer (&board->moves, g_free);
  g_clear_pointer (&board->moves_sig, g_free);
  board->n_moves = board->moves_size = 0;
  board->game = NULL;
}

static void
board_unref (WmBotBoard *board)
{
  if (--board->ref > 0)
    return;
  board_clear (board);
  g_free (board);
}

WmBot *
wm_bot_new (const WmBotSpec *spec, guint64 seed)
{
  WmBot *bot = g_new0 (WmBot, 1);

  bot->spec = *spec;
  bot->rng = seed;
  bot->path_phase = -1;
  bot->plan_day = -1;
  bot->board = board_new ();
  return bot;
}

void
wm_bot_share_board (WmBot *bot, WmBot *with)
{
  if (bot->board == with->board)
    return;
  board_unref (bot->board);
  bot->board = with->board;
  bot->board->ref++;
}

static void
drop_tables (WmBot *bot)
{
  free_near (&bot->near);
  g_clear_pointer (&bot->card_paths, g_free);
  g_clear_pointer (&bot->card_arrows, g_free);
  g_clear_pointer (&bot->card_class, g_free);
  g_clear_pointer (&bot->class_moves, g_free);
  bot->game = NULL;
}

void
wm_bot_free (WmBot *bot)
{
  if (bot == NULL)
    return;
  drop_tables (bot);
  board_unref (bot->board);
  g_clear_pointer (&bot->scratch, wm_bot_scratch_free);
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    wm_bot_free (bot->rollout[p]);
  g_free (bot);
}

guint64
wm_bot_random (WmBot *bot)
{
  return wm_splitmix64 (&bot->rng);
}

/* ---- tables --------------------------------------------------------------------- */

/* The exits reversed, so that a breadth-first search from a space finds
 * the moves every other space needs to get there. */
static void
build_reverse (WmBotBoard *board, const WmMap *map)
{
  int n = map->n_spaces;
  g_autofree int *count = g_new0 (int, n + 1);

  for (int x = 0; x < n; x++)
    for (int i = 0; i < map->spaces[x].n_exits; i++)
      if (map->exits[map->spaces[x].first_exit + i].via <= WM_VIA_LAKE)
        count[map->exits[map->spaces[x].first_exit + i].to]++;
  board->rev_first = g_new0 (int, n + 1);
  for (int x = 0; x < n; x++)
    board->rev_first[x + 1] = board->rev_first[x] + count[x];
  board->rev_from = g_new0 (int, MAX (board->rev_first[n], 1));
  memset (count, 0, (n + 1) * sizeof (int));
  for (int x = 0; x < n; x++)
    for (int i = 0; i < map->spaces[x].n_exits; i++)
      {
        const WmExit *e = &map->exits[map->spaces[x].first_exit + i];
        if (e->via <= WM_VIA_LAKE)
          board->rev_from[board->rev_first[e->to] + count[e->to]++] = x;
      }
}

/* The exits along paths and lakes in a compact form for wm_bot_moves (). */
static void
build_ways (WmBotBoard *board, const WmMap *map)
{
  int n = map->n_spaces, k = 0;

  board->way_first = g_new (int, n + 1);
  board->way_to = g_new (guint16, MAX (map->n_exits, 1));
  board->way_mask = g_new (guint16, MAX (map->n_exits, 1));
  for (int x = 0; x < n; x++)
    {
      board->way_first[x] = k;
      for (int i = 0; i < map->spaces[x].n_exits; i++)
        {
          const WmExit *e = &map->exits[map->spaces[x].first_exit + i];
          if (e->via > WM_VIA_LAKE)
            continue;
          board->way_to[k] = (guint16) e->to;
          board->way_mask[k++] = (guint16) ((e->type >= 0 && e->type < 8 ? 1u << e->type : 0) << 8 | e->dirs);
        }
    }
  board->way_first[n] = k;
}

const guint16 *
wm_bot_moves (WmBotBoard *board, const WmMap *map, guint8 paths, guint8 arrows)
{
  guint16 sig = (guint16) (paths << 8 | arrows), *moves;
  int n = map->n_spaces, k = n + 1;

  for (int i = 0; i < board->n_moves; i++)
    if (board->moves_sig[i] == sig)
      return board->moves[i];
  moves = g_new (guint16, n + 1 + board->way_first[n]);
  for (int x = 0; x < n; x++)
    {
      moves[x] = (guint16) k;
      for (int i = board->way_first[x]; i < board->way_first[x + 1]; i++)
        if (board->way_mask[i] & sig)
          moves[k++] = board->way_to[i];
    }
  moves[n] = (guint16) k;
  if (board->n_moves == board->moves_size)
    {
      board->moves_size = MAX (board->moves_size * 2, 16);
      board->moves = g_renew (guint16 *, board->moves, board->moves_size);
      board->moves_sig = g_renew (guint16, board->moves_sig, board->moves_size);
    }
  board->moves_sig[board->n_moves] = sig;
  board->moves[board->n_moves++] = moves;
  return moves;
}

static void
board_prepare (WmBotBoard *board, const WmGame *game)
{
  int n = wm_game_map (game)->n_spaces;

  if (board->game == game)
    return;
  board_clear (board);
  board->game = game;
  board->n_spaces = n;
  board->dist = g_malloc ((gsize) MAX (n * n, 1));
  board->dist_built = g_malloc0 ((gsize) MAX (n, 1));
  build_reverse (board, wm_game_map (game));
  build_ways (board, wm_game_map (game));
  board->near = g_new0 (guint8 *, WM_GAME_MAX_CARDS);
  board->places = g_new (int, MAX (n, 1));
  board->n_places = 0;
  for (int x = 0; x < n; x++)
    switch (wm_game_map (game)->spaces[x].place)
      {
      case WM_PLACE_INN:
      case WM_PLACE_SECRET:
      case WM_PLACE_FORT:
      case WM_PLACE_TOWN: board->places[board->n_places++] = x; break;
      default: break;
      }
  board->max_bid = 0;
  for (int c = 0; c < wm_game_n_cards (game); c++)
    board->max_bid = MAX (board->max_bid, wm_game_card (game, c)->bid);
}

void
wm_bot_board_spread (const WmBotBoard *board, guint8 *d, int *queue, int tail)
{
  int head = 0;

  while (head < tail)
    {
      int y = queue[head++];
      for (int i = board->rev_first[y]; i < board->rev_first[y + 1]; i++)
        {
          int from = board->rev_from[i];
          if (d[from] != 255)
            continue;
          d[from] = (guint8) MIN (d[y] + 1, 254);
          queue[tail++] = from;
        }
    }
}

const guint8 *
wm_bot_dist_to (WmBot *bot, const WmMap *map, int x)
{
  WmBotBoard *board = bot->board;
  int n = map->n_spaces, queue[WM_GAME_MAX_SPACES];
  guint8 *d = board->dist + (gsize) x * (gsize) n;

  if (board->dist_built[x])
    return d;
  memset (d, 255, n);
  d[x] = 0;
  queue[0] = x;
  wm_bot_board_spread (board, d, queue, 1);
  board->dist_built[x] = 1;
  return d;
}

static void
build_cards (WmBot *bot, const WmGame *game, const WmGameState *view, int player)
{
  int n = wm_game_n_cards (game);
  /* Card arrows point away from the player's seat: seen from the south
   * edge "up" is north, and each seat further clockwise turns a quarter. */
  int r = 2 * ((view->players[player].seat - WM_EDGE_S + 4) % 4);
  /* The first card of each signature, by an open-addressing table of
   * twice the cards' number: + 1, 0 empty. */
  enum { SLOTS = 2 * WM_GAME_MAX_CARDS };
  guint32 sigs[SLOTS] = { 0 };
  int firsts[SLOTS];

  bot->card_paths = g_new0 (guint8, MAX (n, 1));
  bot->card_arrows = g_new0 (guint8, MAX (n, 1));
  for (int c = 0; c < n; c++)
    {
      const WmCard *card = wm_game_card (game, c);
      guint8 arrows = 0;
      /* The engine matched the card's path ids to the variant's types. */
      bot->card_paths[c] = wm_game_card_path_mask (game, c);
      for (int i = 0; i < card->n_arrows; i++)
        if (card->arrows[i] >= 0)
          arrows |= (guint8) (1u << card->arrows[i]);
      bot->card_arrows[c] = (guint8) ((arrows << r) | (arrows >> ((8 - r) % 8)));
    }
  bot->card_class = g_new0 (guint8, MAX (n, 1));
  for (int c = 0; c < n; c++)
    {
      guint32 sig = (guint32) wm_game_card (game, c)->steps << 16 | (guint32) bot->card_paths[c] << 8
                    | bot->card_arrows[c];
      guint k = (sig * 2654435761u) % SLOTS;
      while (sigs[k] != 0 && sigs[k] != sig + 1)
        k = (k + 1) % SLOTS;
      if (sigs[k] == 0)
        {
          sigs[k] = sig + 1;
          firsts[k] = c;
        }
      bot->card_class[c] = (guint8) firsts[k];
    }
}

void
wm_bot_prepare (WmBot *bot, const WmGame *game, const WmGameState *view, int player)
{
  board_prepare (bot->board, game);
  if (bot->game == game && bot->player == player)
    return;
  drop_tables (bot);
  bot->game = game;
  bot->player = player;
  bot->n_spaces = wm_game_map (game)->n_spaces;
  bot->goal = wm_game_goal (game);
  bot->near = g_new0 (guint8 *, WM_GAME_MAX_CARDS);
  bot->class_moves = g_new0 (const guint16 *, WM_GAME_MAX_CARDS);
  build_cards (bot, game, view, player);
}

/* ---- reach ------------------------------------------------------------------------- */

/* The ends of the move a bot is about to make: the breadth-first search of
 * wm_game_reach() over the very choices the engine lists, from the bot's
 * view at the first step of its turn, so it finds the same ends with the
 * same shortest steps. What differs is the bookkeeping: the nodes live in
 * one buffer the bot keeps from move to move, a successor that repeats a
 * node is dropped before it is stored, the nodes seen are an
 * open-addressing table of their keys, not a GHashTable, and a node keeps
 * the choice that reached it and its parent rather than all its steps:
 * only the ends' steps are written out, once the search is done. */

typedef struct
{
  WmMoveNode move; /* the move under way; the rest is the search's base state */
  int parent;      /* the node it was reached from, -1 for the start */
  int depth;       /* steps from the start */
  WmChoice via;    /* the choice from the parent */
} Node;

typedef struct
{
  WmGameState base; /* the view at the first step, with the marker as asked */
  Node *nodes;
  int capacity;
  guint32 *seen; /* 2 × capacity slots: key + 1, 0 empty */
  int *filled;   /* per node, its slot in seen (to empty them afterwards) */
  WmReach sorted[WM_GAME_MAX_SPACES];
  int end_at[WM_GAME_MAX_SPACES]; /* per space, the node it is first stopped on; -1 none */
} WmBotReach;

/* Adds @key as node @node's; FALSE when it was there already. */
static gboolean
seen_add (WmBotReach *r, guint32 key, int node)
{
  guint mask = (guint) r->capacity * 2 - 1;
  guint h = (key * 2654435761u) & mask;

  while (r->seen[h] != 0)
    {
      if (r->seen[h] == key + 1)
        return FALSE;
      h = (h + 1) & mask;
    }
  r->seen[h] = key + 1;
  r->filled[node] = (int) h;
  return TRUE;
}

static void
grow (WmBotReach *r, int n_nodes)
{
  r->capacity = MAX (r->capacity * 2, 64);
  r->nodes = g_renew (Node, r->nodes, r->capacity);
  r->filled = g_renew (int, r->filled, r->capacity);
  g_free (r->seen);
  r->seen = g_new0 (guint32, r->capacity * 2);
  for (int i = 0; i < n_nodes; i++)
    seen_add (r, wm_move_node_key (&r->nodes[i].move), i);
}

static void
reach_free (gpointer data)
{
  WmBotReach *r = data;

  g_free (r->nodes);
  g_free (r->filled);
  g_free (r->seen);
  g_free (r);
}

/* The buffers belong to the thread, not to a bot: bots come and go with
 * their games, and a search never runs inside another. */
static GPrivate reach_buffers = G_PRIVATE_INIT (reach_free);

/* The end on node @i: its space and the steps from the start, read back
 * along the parents. */
static void
write_end (const WmBotReach *r, int i, WmReach *end)
{
  const Node *node = &r->nodes[i];

  end->space = node->move.space;
  end->n_steps = node->depth;
  for (; node->parent >= 0; node = &r->nodes[node->parent])
    end->steps[node->depth - 1] = node->via;
}

int
wm_bot_reach (WmBot *bot, const WmGame *game, const WmGameState *view, gboolean with_marker,
              const WmReach **out)
{
  WmBotReach *r = g_private_get (&reach_buffers);
  int player = view->active, head = 0, tail = 1, n_ends = 0;
  WmMoveLister lister;

  g_assert (view->step == WM_STEP_MOVE && !view->t.moved);
  if (r == NULL)
    {
      r = g_new0 (WmBotReach, 1);
      grow (r, 0);
      g_private_set (&reach_buffers, r);
    }
  memset (r->end_at, 0xff, sizeof r->end_at);
  r->base = *view;
  /* The turn has just begun: the engine set it up for the card played;
   * the marker decides the intrigue-scope effects of this turn. */
  r->base.players[player].marker = with_marker ? view->turn : WM_GAME_NONE;
  wm_move_lister_init (&lister, game, &r->base);
  wm_move_node_get (&r->base, &r->nodes[0].move);
  r->nodes[0].parent = -1;
  r->nodes[0].depth = 0;
  seen_add (r, wm_move_node_key (&r->nodes[0].move), 0);
  for (; head < tail; head++)
    {
      WmChoice list[WM_GAME_MAX_CHOICES];
      int n = wm_move_lister_moves (&lister, &r->nodes[head].move, list, WM_GAME_MAX_CHOICES);
      for (int i = 0; i < n; i++)
        {
          WmMoveNode move = r->nodes[head].move;
          if (list[i].kind == WM_CHOICE_STOP)
            {
              if (r->end_at[move.space] < 0)
                {
                  r->end_at[move.space] = head;
                  n_ends++;
                }
              continue;
            }
          if (r->nodes[head].depth >= WM_GAME_MAX_REACH_STEPS)
            continue;
          if (tail == r->capacity)
            grow (r, tail);
          wm_move_node_step (game, &move, &list[i]);
          if (!seen_add (r, wm_move_node_key (&move), tail))
            continue;
          r->nodes[tail] = (Node) { move, head, r->nodes[head].depth + 1, list[i] };
          tail++;
        }
    }
  /* The table is empty again for the next search. */
  for (int i = 0; i < tail; i++)
    r->seen[r->filled[i]] = 0;
  /* Sorted by space, as wm_game_reach() returns them. */
  for (int x = 0, k = 0; k < n_ends; x++)
    if (r->end_at[x] >= 0)
      write_end (r, r->end_at[x], &r->sorted[k++]);
  *out = r->sorted;
  return n_ends;
}

/* ---- deciding --------------------------------------------------------------------- */

static int
index_of (const WmChoice *choices, int n, const WmChoice *c)
{
  for (int i = 0; i < n; i++)
    if (choices[i].kind == c->kind && choices[i].player == c->player && choices[i].a == c->a
        && choices[i].b == c->b)
      return i;
  g_assert_not_reached ();
}

/* pick () past the decisions that need no thought. Its frame holds a
 * whole state for the view: setting it up cost every decision of a
 * random bot some 35 instructions, 4% of a random game. */
static G_GNUC_NO_INLINE int
think (WmBot *bot, const WmGame *game, const WmGameState *state, const WmGameState *view,
       int player, const WmChoice *choices, int n)
{
  WmGameState made;
  WmChoice out = choices[0];

  /* Following the plan or path chosen earlier reads only what everyone
   * sees (day, turn, step, whether the mover has moved). */
  if (wm_bot_follow (bot, game, state, choices, n, &out))
    return index_of (choices, n, &out);
  if (view == NULL)
    {
      wm_game_view (game, state, player, &made);
      view = &made;
    }
  wm_bot_prepare (bot, game, view, player);
  switch (view->step)
    {
    case WM_STEP_PLAN: wm_bot_think_plan (bot, game, view, choices, n, &out); break;
    case WM_STEP_MOVE: wm_bot_think_move (bot, game, view, choices, n, &out); break;
    case WM_STEP_HIGHWAYMAN: wm_bot_think_highwayman (bot, game, view, choices, n, &out); break;
    case WM_STEP_DISPLACE: wm_bot_think_displace (bot, game, view, choices, n, &out); break;
    default: wm_bot_think_other (bot, game, view, choices, n, &out); break;
    }
  return index_of (choices, n, &out);
}

/* Picks from @choices, listed for @player; @view is the player's view of
 * @state, or NULL to make it only if the bot has to think. */
static inline int
pick (WmBot *bot, const WmGame *game, const WmGameState *state, const WmGameState *view,
      int player, const WmChoice *choices, int n)
{
  if (n == 1)
    return 0;
  if (bot->spec.tier == WM_BOT_RANDOM)
    return (int) (wm_bot_random (bot) % (guint64) n);
  return think (bot, game, state, view, player, choices, n);
}

int
wm_bot_choose (WmBot *bot, const WmGame *game, const WmGameState *state, int player,
               const WmChoice *choices, int n)
{
  g_return_val_if_fail (bot != NULL && game != NULL && state != NULL && choices != NULL, 0);
  g_return_val_if_fail (n > 0, 0);
  return pick (bot, game, state, NULL, player, choices, n);
}

int
wm_bot_choose_sampled (WmBot *bot, const WmGame *game, const WmGameState *sample, int player,
                       const WmChoice *choices, int n)
{
  return pick (bot, game, sample, sample, player, choices, n);
}

void
wm_bot_decide_view (WmBot *bot, const WmGame *game, const WmGameState *view, int player,
                    WmChoice *out)
{
  WmChoice choices[WM_GAME_MAX_CHOICES];
  int n = wm_game_legal_choices (game, view, player, choices, WM_GAME_MAX_CHOICES);

  g_return_if_fail (n > 0);
  *out = choices[pick (bot, game, view, view, player, choices, n)];
}

void
wm_bot_decide (WmBot *bot, const WmGame *game, const WmGameState *state, int player,
               WmChoice *out)
{
  WmGameState view;

  g_return_if_fail (bot != NULL && game != NULL && state != NULL && out != NULL);
  /* Everything below sees the view only: what @player may know. */
  wm_game_view (game, state, player, &view);
  wm_bot_decide_view (bot, game, &view, player, out);
}
