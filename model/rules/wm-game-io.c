#define G_LOG_DOMAIN "wm-rules"

/* Game logs and positions: writing with GString, reading with the safe
 * parser. Every value read is checked (range, known card, known space) and
 * a whole position is checked with wm_game_check() before it is accepted. */

#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <libxml/tree.h>
#include <string.h>

#include "wm-game-io.h"
#include "wm-game-private.h"
#include "wm-variant-io.h"
#include "wm-xml-safe.h"

/* ---- writing ------------------------------------------------------------- */

static const char *
char_id (const WmGame *game, int character)
{
  return ((WmCharacter *) g_ptr_array_index (game->variant->characters, character))->id;
}

static void
attr (GString *out, const char *name, const char *value)
{
  g_autofree char *escaped = g_markup_escape_text (value, -1);
  g_string_append_printf (out, " %s=\"%s\"", name, escaped);
}

static void
attr_int (GString *out, const char *name, int value)
{
  g_string_append_printf (out, " %s=\"%d\"", name, value);
}

static void
attr_bool (GString *out, const char *name, gboolean value)
{
  attr (out, name, value ? "true" : "false");
}

static void
attr_space (GString *out, const WmGame *game, const char *name, int space)
{
  g_autofree char *s = space >= 0 && space < game->map->n_spaces
                         ? wm_map_space_name (game->map, space)
                         : g_strdup ("-");
  attr (out, name, s);
}

static void
attr_cards (GString *out, const WmGame *game, const char *name, const guint8 *cards, int n)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    g_string_append_printf (list, "%s%s", i ? " " : "", wm_game_card_id (game, cards[i]));
  attr (out, name, list->str);
}

static void
write_setup (GString *out, const WmGame *game)
{
  g_autoptr (GString) chars = g_string_new (NULL), seats = g_string_new (NULL);
  g_autofree char *spec = wm_arrangement_to_string (game->variant, game->arrangement);

  for (int p = 0; p < game->n_players; p++)
    {
      g_string_append_printf (chars, "%s%s", p ? " " : "", char_id (game, game->setup.characters[p]));
      g_string_append_printf (seats, "%s%s", p ? " " : "", wm_edge_to_string (game->setup.seats[p]));
    }
  g_string_append (out, "  <setup");
  g_string_append_printf (out, " seed=\"%" G_GUINT64_FORMAT "\"", game->setup.seed);
  attr (out, "characters", chars->str);
  attr (out, "seats", seats->str);
  attr (out, "arrangement", spec);
  attr_bool (out, "no-events", game->setup.no_events);
  attr_bool (out, "meaner-highwaymen", game->setup.meaner_highwaymen);
  attr_bool (out, "higher-goal", game->setup.higher_goal);
  attr_bool (out, "variable-setup", game->setup.variable_setup);
  /* Only when chosen: a log without it reads as it always did. */
  if (game->setup.first_event != NULL)
    attr (out, "first-event", game->setup.first_event);
  g_string_append (out, "/>\n");
}

/* @checksum (may be NULL): the variant's (see version_note ()). */
static void
root_open (GString *out, const WmGame *game, const char *element, const char *checksum)
{
  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_string_append_printf (out, "<%s xmlns=\"%s\" format=\"1\"", element, WM_GAME_NAMESPACE);
  attr (out, "variant", game->variant->id ? game->variant->id : "");
  if (checksum != NULL)
    attr (out, "variant-sha256", checksum);
  g_string_append (out, ">\n");
}

static int
exit_offset (const WmGame *game, int exit, int *from)
{
  for (int s = 0; s < game->map->n_spaces; s++)
    {
      const WmMapSpace *ms = &game->map->spaces[s];
      if (exit >= ms->first_exit && exit < ms->first_exit + ms->n_exits)
        {
          *from = s;
          return exit - ms->first_exit;
        }
    }
  *from = -1;
  return -1;
}

static void
write_choice (GString *out, const WmGame *game, const WmChoice *c)
{
  int from;

  g_string_append (out, "  <decision");
  attr (out, "kind", wm_choice_kind_to_string (c->kind));
  attr (out, "player", char_id (game, game->setup.characters[c->player]));
  switch (c->kind)
    {
    case WM_CHOICE_PLAN_BID:
    case WM_CHOICE_PLAN_TURN:
    case WM_CHOICE_DISCARD:
      attr (out, "card", wm_game_card_id (game, c->a));
      break;
    case WM_CHOICE_PLAN_ASIDE:
      attr (out, "card", wm_game_card_id (game, c->a));
      attr_bool (out, "keep", c->b);
      break;
    case WM_CHOICE_PLAN_MARKER:
      attr_int (out, "turn", c->a + 1);
      break;
    case WM_CHOICE_STEP:
    case WM_CHOICE_HW_STEP:
      {
        int offset = exit_offset (game, c->a, &from);
        attr_space (out, game, "from", from);
        attr_int (out, "exit", offset);
        attr_space (out, game, "to", game->map->exits[c->a].to);
        if (c->b)
          attr_bool (out, "extra", TRUE);
      }
      break;
    case WM_CHOICE_HOP:
    case WM_CHOICE_HW_HOP:
      attr_space (out, game, "to", c->a);
      break;
    case WM_CHOICE_TAKE_QUEST:
      attr (out, "card", wm_game_card_id (game, c->a));
      if (c->b != WM_GAME_NONE)
        attr (out, "discard", wm_game_card_id (game, c->b));
      break;
    case WM_CHOICE_HW_PICK:
      attr_int (out, "highwayman", c->a + 1);
      break;
    case WM_CHOICE_DISPLACE:
      attr (out, "victim", char_id (game, game->setup.characters[c->a]));
      attr_space (out, game, "to", c->b);
      break;
    default:
      break;
    }
  g_string_append (out, "/>\n");
}

/* "<event day="2" card="E21"/>" for a day of @state not yet written
 * (*@day_written is the last), when it turns up an event. */
static void
write_day_event (GString *out, const WmGame *game, const WmGameState *state, int *day_written)
{
  if (state->day == *day_written)
    return;
  *day_written = state->day;
  if (state->event == WM_GAME_NONE)
    return;
  g_string_append (out, "  <event");
  attr_int (out, "day", state->day);
  attr (out, "card", wm_game_card_id (game, state->event));
  g_string_append (out, "/>\n");
}

GBytes *
wm_game_log_save (const WmGame *game, const WmChoice *choices, int n, const WmGameState *final)
{
  GString *out = g_string_new (NULL);
  /* Every edited copy of a variant keeps its id: only the content tells
   * the version a game was played on. */
  g_autofree char *checksum = wm_variant_checksum (game->variant);
  /* The decisions are played again to say each day's event where the day
   * begins; a decision that is not legal (a fuzzed log) ends the events. */
  WmGameState state;
  gboolean playing = TRUE;
  int day_written = 0;

  root_open (out, game, "game-log", checksum);
  write_setup (out, game);
  wm_game_start (game, &state);
  for (int i = 0; i < n; i++)
    {
      if (playing)
        write_day_event (out, game, &state, &day_written);
      write_choice (out, game, &choices[i]);
      playing = playing && wm_game_apply (game, &state, &choices[i], NULL);
    }
  if (playing && !wm_game_is_over (&state))
    write_day_event (out, game, &state, &day_written);
  if (final)
    {
      g_string_append (out, "  <result");
      if (final->winner >= 0)
        attr (out, "winner", char_id (game, game->setup.characters[final->winner]));
      attr_int (out, "day", final->day);
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "</game-log>\n");
  return g_string_free_to_bytes (out);
}

/* ---- reading: helpers ------------------------------------------------------------ */

typedef struct
{
  const WmGame *game;
  GError **error;
  gboolean failed;
  const char *file; /* as the messages name the log or position */
  int decision;     /* the decision being read, from 0; -1 outside them */
  struct _CardPlaces *places; /* a position's: where each card was read; NULL for a log */
} Reader;

/* Every problem of a log or a position is said as Waymark's other
 * diagnostics are, in GCC's form, so that an editor's problem matcher
 * opens the file at the line: "game.xml:12: error: decision 9: reason",
 * "game.xml: error: …" without a line. A decision keeps its index,
 * counted from 1, as designers count the log's decisions. */
static void
set_error (GError **error, int code, const char *file, int line, int decision,
           const char *message)
{
  g_autofree char *what = decision >= 0
                              ? g_strdup_printf (_("decision %d: %s"), decision + 1, message)
                              : g_strdup (message);
  WmDiagnostic diag = { .severity = WM_SEVERITY_ERROR, .message = what, .file = (char *) file,
                        .line = MAX (line, 0) };
  g_autofree char *text = wm_diagnostic_format (&diag);

  g_set_error_literal (error, WM_GAME_ERROR, code, text);
}

static int
line_of (xmlNode *node)
{
  return node ? (int) xmlGetLineNo (node) : 0;
}

static void fail (Reader *r, xmlNode *node, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
fail (Reader *r, xmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  if (r->failed)
    return;
  r->failed = TRUE;
  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  set_error (r->error, WM_GAME_ERROR_PARSE, r->file, line_of (node), r->decision, message);
}

/* A problem of the file as a whole, or of its setup, before any Reader. */
static void fail_at (GError **error, const char *file, xmlNode *node, const char *format, ...)
    G_GNUC_PRINTF (4, 5);

static void
fail_at (GError **error, const char *file, xmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  set_error (error, WM_GAME_ERROR_PARSE, file, line_of (node), -1, message);
}

/* Every attribute a reader asks for is marked in its _private field, so
 * that what no reader looked at (a misspelt "no-efents") can be refused
 * afterwards by all_attributes_read() instead of being silently ignored. */
static char *
get (xmlNode *node, const char *name)
{
  xmlAttr *attr = xmlHasNsProp (node, (const xmlChar *) name, NULL);
  xmlChar *v;
  char *copy;

  if (attr == NULL || attr->type != XML_ATTRIBUTE_NODE)
    return NULL;
  attr->_private = GINT_TO_POINTER (1);
  v = xmlNodeGetContent ((xmlNode *) attr);
  copy = v ? g_strdup ((const char *) v) : NULL;
  xmlFree (v);
  return copy;
}

static char *
need (Reader *r, xmlNode *node, const char *name)
{
  char *v = get (node, name);
  if (v == NULL)
    fail (r, node, _("<%s> lacks the attribute “%s”"), (const char *) node->name, name);
  return v;
}

static gint64
get_int (Reader *r, xmlNode *node, const char *name, gint64 min, gint64 max)
{
  g_autofree char *v = need (r, node, name);
  gint64 n = 0;

  if (v && !g_ascii_string_to_signed (v, 10, min, max, &n, NULL))
    fail (r, node, _("“%s” of <%s> must be a whole number in %" PRId64 "–%" PRId64),
          name, (const char *) node->name, min, max);
  return n;
}

static gboolean
get_bool (Reader *r, xmlNode *node, const char *name, gboolean fallback)
{
  g_autofree char *v = get (node, name);

  if (v == NULL)
    return fallback;
  if (strcmp (v, "true") != 0 && strcmp (v, "false") != 0)
    fail (r, node, _("“%s” must be true or false"), name);
  return strcmp (v, "true") == 0;
}

/* Fails on the first attribute of @node (and, with @deep, of the elements
 * inside it) that no reader asked for. */
static gboolean
all_attributes_read (Reader *r, xmlNode *node, gboolean deep)
{
  for (xmlAttr *attr = node->properties; attr != NULL && !r->failed; attr = attr->next)
    if (attr->_private == NULL)
      fail (r, node, _("<%s> has no attribute “%s”"), (const char *) node->name,
            (const char *) attr->name);
  for (xmlNode *c = node->children; deep && c != NULL && !r->failed; c = c->next)
    if (c->type == XML_ELEMENT_NODE)
      all_attributes_read (r, c, TRUE);
  return !r->failed;
}

static int
card_of (Reader *r, xmlNode *node, const char *id, gboolean allow_none)
{
  int card;

  if (id == NULL)
    return WM_GAME_NONE;
  if (allow_none && strcmp (id, "-") == 0)
    return WM_GAME_NONE;
  card = wm_game_find_card (r->game, id);
  if (card < 0)
    fail (r, node, _("there is no card “%s”"), id);
  return card < 0 ? WM_GAME_NONE : card;
}

static int
get_card (Reader *r, xmlNode *node, const char *name, gboolean allow_none)
{
  g_autofree char *v = need (r, node, name);
  return v ? card_of (r, node, v, allow_none) : WM_GAME_NONE;
}

static int
space_of (Reader *r, xmlNode *node, const char *name, gboolean allow_none)
{
  g_autofree char *v = need (r, node, name);
  int space;

  if (v == NULL)
    return -1;
  if (allow_none && strcmp (v, "-") == 0)
    return -1;
  space = wm_map_lookup (r->game->map, v);
  if (space < 0)
    fail (r, node, _("there is no space “%s” on this board"), v);
  return space;
}

static int
player_of (Reader *r, xmlNode *node, const char *name)
{
  g_autofree char *v = need (r, node, name);

  for (int p = 0; v && p < r->game->n_players; p++)
    if (strcmp (char_id (r->game, r->game->setup.characters[p]), v) == 0)
      return p;
  if (v)
    fail (r, node, _("“%s” is not a character in this game"), v);
  return 0;
}

/* A list of card ids into @cards (room for @cap); returns how many. */
static int
get_cards (Reader *r, xmlNode *node, const char *name, guint8 *cards, int cap)
{
  g_autofree char *v = need (r, node, name);
  g_auto (GStrv) words = g_strsplit_set (v ? v : "", " \t\n", -1);
  int n = 0;

  for (int i = 0; words[i]; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (n >= cap)
        {
          fail (r, node, _("“%s” lists more than %d cards"), name, cap);
          return n;
        }
      cards[n++] = (guint8) card_of (r, node, words[i], TRUE);
    }
  return n;
}

/* ---- reading: where each card of a position lies ------------------------------------ */

/* A card is in one place of a position. One listed twice is told at the
 * second place, naming the card and both places as the file lists them,
 * rather than by wm_game_check ()'s index into the game's cards at the
 * line of <state> (review 9's R9-10). */
typedef struct _CardPlaces
{
  char *place[WM_GAME_MAX_CARDS]; /* where each card was first read; NULL: nowhere yet */
  int line[WM_GAME_MAX_CARDS];
} CardPlaces;

static void
card_places_clear (CardPlaces *places)
{
  for (int i = 0; i < WM_GAME_MAX_CARDS; i++)
    g_free (places->place[i]);
}

/* @place: a translated phrase, "the hand of red", "quest pile 2". */
static void
place_cards (Reader *r, xmlNode *node, const guint8 *cards, int n, const char *place)
{
  CardPlaces *places = r->places;

  for (int i = 0; places != NULL && i < n && !r->failed; i++)
    {
      int card = cards[i];
      const char *id;
      if (card == WM_GAME_NONE || card >= r->game->n_cards)
        continue;
      if (places->place[card] == NULL)
        {
          places->place[card] = g_strdup (place);
          places->line[card] = line_of (node);
          continue;
        }
      id = wm_game_card_id (r->game, card);
      if (strcmp (places->place[card], place) == 0)
        fail (r, node, _("%s is listed twice in %s"), id, place);
      else if (places->line[card] == line_of (node))
        fail (r, node, _("%s is in two places: %s and %s"), id, places->place[card], place);
      else
        fail (r, node, _("%s is in two places: %s (line %d) and %s"), id, places->place[card],
              places->line[card], place);
    }
}

static void
place_card (Reader *r, xmlNode *node, int card, const char *place)
{
  guint8 one = (guint8) card;

  if (card >= 0)
    place_cards (r, node, &one, 1, place);
}

static gboolean
is_element (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && strcmp ((const char *) node->name, name) == 0
         && node->ns && strcmp ((const char *) node->ns->href, WM_GAME_NAMESPACE) == 0;
}

/* ---- reading: the setup ----------------------------------------------------------- */

static xmlDoc *
parse (GBytes *bytes, const char *file, const char *root_name, xmlNode **root, GError **error)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (root_name);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  xmlDoc *doc = wm_xml_parse_safe (data, size, diags);

  if (doc == NULL)
    {
      const WmDiagnostic *d = wm_diagnostics_count (diags) ? wm_diagnostics_get (diags, 0) : NULL;
      set_error (error, WM_GAME_ERROR_PARSE, file, d ? d->line : 0, -1,
                 d ? d->message : _("the file cannot be parsed"));
      return NULL;
    }
  *root = xmlDocGetRootElement (doc);
  if (*root == NULL || !is_element (*root, root_name))
    {
      fail_at (error, file, *root, _("the root element must be <%s> in the namespace %s"),
               root_name, WM_GAME_NAMESPACE);
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}

static gboolean
words_to_setup (WmVariant *variant, const char *file, xmlNode *node, WmGameSetup *setup,
                GError **error)
{
  g_autofree char *chars = get (node, "characters"), *seats = get (node, "seats");
  g_auto (GStrv) cw = g_strsplit (chars ? chars : "", " ", -1);
  g_auto (GStrv) sw = g_strsplit (seats ? seats : "", " ", -1);
  int n = (int) g_strv_length (cw);

  if (chars == NULL || seats == NULL || n < 1 || n > WM_GAME_MAX_PLAYERS
      || g_strv_length (sw) != (guint) n)
    {
      fail_at (error, file, node, _("<setup> needs as many seats as characters (1–%d)"),
               WM_GAME_MAX_PLAYERS);
      return FALSE;
    }
  setup->n_players = n;
  for (int p = 0; p < n; p++)
    {
      WmCharacter *ch = wm_variant_find_character (variant, cw[p]);
      guint index;
      setup->seats[p] = wm_edge_from_string (sw[p]);
      if (ch == NULL || !g_ptr_array_find (variant->characters, ch, &index) || setup->seats[p] < 0)
        {
          fail_at (error, file, node, _("unknown character “%s” or seat “%s”"), cw[p], sw[p]);
          return FALSE;
        }
      setup->characters[p] = (int) index;
    }
  return TRUE;
}

/* An error of the engine about the <setup> at @node (an arrangement that
 * cannot be parsed, a setup no game can be dealt from) said at that line
 * of the file, in its own domain and code. */
static void
locate_error (GError **error, const char *file, xmlNode *node)
{
  WmDiagnostic diag = { .severity = WM_SEVERITY_ERROR, .file = (char *) file,
                        .line = line_of (node) };

  if (error == NULL || *error == NULL)
    return;
  diag.message = (*error)->message;
  (*error)->message = wm_diagnostic_format (&diag);
  g_free (diag.message);
}

gboolean
wm_game_parse_seed (const char *text, guint64 *seed, char **why)
{
  guint64 value;

  if (text != NULL && g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &value, NULL))
    {
      *seed = value;
      return TRUE;
    }
  if (why != NULL)
    /* TRANSLATORS: a seed as typed or as written in a file follows. */
    *why = g_strdup_printf (_("the seed must be a whole number 0–18446744073709551615, not “%s”"),
                            text ? text : "");
  return FALSE;
}

static WmGame *
read_setup (WmVariant *variant, const char *file, xmlNode *root, GError **error)
{
  xmlNode *node = NULL;
  WmGameSetup setup;
  g_autofree char *variant_id = get (root, "variant");
  g_autofree char *format = get (root, "format");
  g_autofree char *seed = NULL, *spec = NULL, *why = NULL, *first_event = NULL;
  g_autoptr (WmArrangement) arrangement = NULL;
  Reader r = { NULL, error, FALSE, file, -1, NULL };
  guint64 seed_value = 0;
  WmGame *game;

  if (format == NULL || strcmp (format, "1") != 0)
    {
      fail_at (error, file, root, _("unsupported format “%s”"), format ? format : "");
      return NULL;
    }
  if (variant_id && variant->id && strcmp (variant_id, variant->id) != 0)
    {
      fail_at (error, file, root, _("the file is for the variant “%s”, not “%s”"), variant_id,
               variant->id);
      return NULL;
    }
  for (xmlNode *c = root->children; c && !node; c = c->next)
    if (is_element (c, "setup"))
      node = c;
  if (node == NULL)
    {
      fail_at (error, file, NULL, _("the file has no <setup>"));
      return NULL;
    }
  wm_game_setup_init (&setup, variant, 1);
  if (!words_to_setup (variant, file, node, &setup, error))
    return NULL;
  seed = get (node, "seed");
  if (seed == NULL)
    {
      fail_at (error, file, node, _("<setup> needs a numeric seed"));
      return NULL;
    }
  /* The seed play writes: a negative one was typed into the file by hand. */
  if (!wm_game_parse_seed (seed, &seed_value, &why))
    {
      fail_at (error, file, node, "%s", why);
      return NULL;
    }
  setup.seed = seed_value;
  setup.no_events = get_bool (&r, node, "no-events", FALSE);
  setup.meaner_highwaymen = get_bool (&r, node, "meaner-highwaymen", FALSE);
  setup.higher_goal = get_bool (&r, node, "higher-goal", FALSE);
  setup.variable_setup = get_bool (&r, node, "variable-setup", FALSE);
  first_event = get (node, "first-event");
  setup.first_event = first_event;
  if (r.failed)
    return NULL;
  spec = get (node, "arrangement");
  if (spec)
    {
      arrangement = wm_arrangement_parse (variant, spec, error);
      if (arrangement == NULL)
        {
          locate_error (error, file, node);
          return NULL;
        }
      setup.arrangement = arrangement;
    }
  if (!all_attributes_read (&r, root, FALSE) || !all_attributes_read (&r, node, TRUE))
    return NULL;
  game = wm_game_new (variant, &setup, error);
  if (game == NULL)
    locate_error (error, file, node);
  return game;
}

/* ---- reading: logs ----------------------------------------------------------------- */

/* A step as a log writes it: from where, by which exit, to where. The
 * exit decides; "from" and "to" are written for readers, and must agree
 * with it and with where the mover stands. */
typedef struct
{
  int line;
  int from;      /* -1: the decision is no step */
  char *problem; /* the exit or "to" disagree with the map; told after "from" */
} DecisionSource;

static void
decision_source_clear (DecisionSource *source)
{
  g_free (source->problem);
}

/* What is wrong with exit @offset of @from leading to @to (-1: not
 * written), said with the values of the file; NULL when nothing is. */
static char *
step_problem (const WmGame *game, int from, int offset, int to)
{
  const WmMapSpace *space = &game->map->spaces[from];
  g_autofree char *from_name = wm_map_space_name (game->map, from);
  g_autofree char *to_name = NULL, *real_name = NULL;
  int real;

  if (offset >= space->n_exits)
    return g_strdup_printf (_("%s has no exit %d"), from_name, offset);
  real = game->map->exits[space->first_exit + offset].to;
  if (to < 0 || to == real)
    return NULL;
  to_name = wm_map_space_name (game->map, to);
  real_name = wm_map_space_name (game->map, real);
  return g_strdup_printf (_("exit %d of %s leads to %s, not %s"), offset, from_name, real_name,
                          to_name);
}

static void
read_step (Reader *r, xmlNode *node, WmChoice *c, DecisionSource *source)
{
  int from = space_of (r, node, "from", FALSE);
  int offset = (int) get_int (r, node, "exit", 0, 64);
  int to = xmlHasNsProp (node, (const xmlChar *) "to", NULL) != NULL
               ? space_of (r, node, "to", FALSE)
               : -1;
  const WmMapSpace *space;

  if (r->failed)
    return;
  space = &r->game->map->spaces[from];
  source->from = from;
  source->problem = step_problem (r->game, from, offset, to);
  /* A missing exit stays the space's first until the problem is told. */
  c->a = (gint16) (space->first_exit + (offset < space->n_exits ? offset : 0));
  c->b = (gint16) get_bool (r, node, "extra", FALSE);
}

static gboolean
read_choice (Reader *r, xmlNode *node, WmChoice *c, DecisionSource *source)
{
  g_autofree char *kind = need (r, node, "kind");
  int k = kind ? (int) wm_choice_kind_from_string (kind) : -1;

  memset (c, 0, sizeof *c);
  if (k < 0)
    {
      fail (r, node, _("unknown decision kind “%s”"), kind ? kind : "");
      return FALSE;
    }
  c->kind = (guint8) k;
  c->player = (guint8) player_of (r, node, "player");
  switch (k)
    {
    case WM_CHOICE_PLAN_BID:
    case WM_CHOICE_PLAN_TURN:
    case WM_CHOICE_DISCARD:
      c->a = (gint16) get_card (r, node, "card", FALSE);
      break;
    case WM_CHOICE_PLAN_ASIDE:
      c->a = (gint16) get_card (r, node, "card", FALSE);
      c->b = (gint16) get_bool (r, node, "keep", FALSE);
      break;
    case WM_CHOICE_PLAN_MARKER:
      c->a = (gint16) (get_int (r, node, "turn", 1, WM_GAME_MAX_TURNS) - 1);
      break;
    case WM_CHOICE_STEP:
    case WM_CHOICE_HW_STEP:
      read_step (r, node, c, source);
      break;
    case WM_CHOICE_HOP:
    case WM_CHOICE_HW_HOP:
      c->a = (gint16) space_of (r, node, "to", FALSE);
      break;
    case WM_CHOICE_TAKE_QUEST:
      {
        g_autofree char *discard = get (node, "discard");
        c->a = (gint16) get_card (r, node, "card", FALSE);
        c->b = (gint16) (discard ? card_of (r, node, discard, FALSE) : WM_GAME_NONE);
      }
      break;
    case WM_CHOICE_HW_PICK:
      c->a = (gint16) (get_int (r, node, "highwayman", 1, WM_GAME_MAX_HIGHWAYMEN) - 1);
      break;
    case WM_CHOICE_DISPLACE:
      c->a = (gint16) player_of (r, node, "victim");
      c->b = (gint16) space_of (r, node, "to", FALSE);
      break;
    default:
      break;
    }
  return !r->failed;
}

static gboolean
is_sha256 (const char *text)
{
  size_t n = strspn (text, "0123456789abcdefABCDEF");

  return n == 64 && text[n] == '\0';
}

/* What a file that names a version of its variant is, for the warning. */
typedef enum
{
  SAVED_LOG,
  SAVED_POSITION,
} SavedKind;

static const char *
other_version_format (SavedKind kind)
{
  if (kind == SAVED_POSITION)
    return _("the position was saved on another version of variant “%s” (its cards, map or "
             "rules may differ)");
  return _("the log was recorded on another version of variant “%s” (its cards, map or rules "
           "may differ)");
}

/* Logs and positions name the version of the variant they were saved on
 * by the checksum of its content (wm_variant_checksum ()), since every
 * edited copy keeps the variant's id. Another version may deal other hands
 * or have other spaces, and decisions or a position then fail, or mean
 * something else, for reasons that look like the engine's fault: a warning
 * at the root's line says so first. NULL, and no warning, for the same
 * version, for an older file without a checksum, and for another variant's
 * file (read_setup () refuses it). */
static char *
version_note (WmVariant *variant, const char *file, xmlNode *root, SavedKind kind, GError **error)
{
  g_autofree char *recorded = get (root, "variant-sha256");
  g_autofree char *id = get (root, "variant");
  g_autofree char *current = NULL, *message = NULL;
  WmDiagnostic diag = { .severity = WM_SEVERITY_WARNING, .file = (char *) file,
                        .line = line_of (root) };

  if (recorded == NULL || (id != NULL && variant->id != NULL && strcmp (id, variant->id) != 0))
    return NULL;
  if (!is_sha256 (recorded))
    {
      fail_at (error, file, root, _("“%s” must be 64 hexadecimal digits"), "variant-sha256");
      return NULL;
    }
  current = wm_variant_checksum (variant);
  if (g_ascii_strcasecmp (recorded, current) == 0)
    return NULL;
  message = g_strdup_printf (other_version_format (kind), variant->id ? variant->id : "");
  diag.message = message;
  return wm_diagnostic_format (&diag);
}

/* A failure after a version warning is said after it, on its own line:
 * the warning is the likely cause. */
static void
prefix_note (GError **error, const char *note)
{
  if (note != NULL)
    g_prefix_error (error, "%s\n", note);
}

/* A day's event as the log says it: <event day="2" card="E21"/> before
 * decision @before (the log's decision count after the last). */
typedef struct
{
  int before;
  int day;
  int card;
  int line;
} DayEvent;

static gboolean
read_day_event (Reader *r, xmlNode *node, DayEvent *event)
{
  event->line = line_of (node);
  event->day = (int) get_int (r, node, "day", 1, G_MAXUINT16);
  event->card = get_card (r, node, "card", FALSE);
  if (!r->failed && wm_game_card_kind (r->game, event->card) != WM_DECK_EVENT)
    fail (r, node, _("the card “%s” of <event> is no event"),
          wm_game_card_id (r->game, event->card));
  return !r->failed;
}

/* The log's <result>, as it says the game ended: the winner (-1 for none)
 * and the day; line 0 when the log has none (a game not over). */
typedef struct
{
  int line;
  int winner;
  int day;
} LogResult;

static gboolean
read_result (Reader *r, xmlNode *node, LogResult *result)
{
  g_autofree char *winner = get (node, "winner");

  result->line = line_of (node);
  result->winner = winner ? player_of (r, node, "winner") : -1;
  result->day = (int) get_int (r, node, "day", 0, G_MAXUINT16);
  return !r->failed;
}

/* Reads a log; @sources (may be NULL) receives the line of each decision
 * and what its step claims, to be checked as the log is replayed (the step
 * of a mover that is elsewhere is told by where it is, not by its exit);
 * without @sources a step's problem fails the load. @events (may be NULL)
 * receives the days' events the log says, to be checked the same way.
 * @result (may be NULL) receives what its <result> says, to be checked
 * against the replay; an unknown winner fails the load either way.
 * @note (may be NULL) receives the warning of version_note (), if any. */
static WmGame *
log_load (WmVariant *variant, GBytes *bytes, const char *file, GArray **choices,
          GArray **sources, GArray **events, LogResult *result, char **note, GError **error)
{
  xmlNode *root = NULL;
  xmlDoc *doc = parse (bytes, file, "game-log", &root, error);
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GArray) list = g_array_new (FALSE, FALSE, sizeof (WmChoice));
  g_autoptr (GArray) at = g_array_new (FALSE, FALSE, sizeof (DecisionSource));
  g_autoptr (GArray) days = g_array_new (FALSE, FALSE, sizeof (DayEvent));
  g_autoptr (GError) local = NULL;
  g_autofree char *version = NULL;
  LogResult said = { 0, -1, 0 };
  int index = 0;

  g_array_set_clear_func (at, (GDestroyNotify) decision_source_clear);
  if (doc == NULL)
    return NULL;
  version = version_note (variant, file, root, SAVED_LOG, &local);
  if (local != NULL)
    {
      xmlFreeDoc (doc);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  game = read_setup (variant, file, root, error);
  for (xmlNode *c = root->children; game && c; c = c->next)
    {
      Reader r = { game, error, FALSE, file, index, NULL };
      WmChoice choice;
      DecisionSource source = { line_of (c), -1, NULL };
      if (c->type != XML_ELEMENT_NODE || is_element (c, "setup"))
        continue;
      if (said.line > 0 || is_element (c, "event") || is_element (c, "result"))
        {
          DayEvent event = { index, 0, 0, 0 };
          r.decision = -1; /* said at its line, not as a decision */
          if (said.line > 0)
            /* TRANSLATORS: an element of a game log that follows its <result>. */
            fail (&r, c, _("<%s> follows the <result>, which ends the log"),
                  (const char *) c->name);
          else if (is_element (c, "result"))
            {
              if (read_result (&r, c, &said))
                all_attributes_read (&r, c, TRUE);
            }
          else if (read_day_event (&r, c, &event) && all_attributes_read (&r, c, TRUE))
            g_array_append_val (days, event);
          if (r.failed)
            {
              g_clear_pointer (&game, wm_game_unref);
              break;
            }
          continue;
        }
      if (!is_element (c, "decision"))
        fail (&r, c, _("unexpected element <%s>"), (const char *) c->name);
      else if (read_choice (&r, c, &choice, &source) && all_attributes_read (&r, c, TRUE))
        {
          if (sources == NULL && source.problem != NULL)
            fail (&r, c, "%s", source.problem);
          g_array_append_val (list, choice);
          g_array_append_val (at, source);
          source.problem = NULL;
        }
      decision_source_clear (&source);
      if (r.failed)
        {
          g_clear_pointer (&game, wm_game_unref);
          break;
        }
      index++;
    }
  xmlFreeDoc (doc);
  if (game)
    {
      *choices = g_steal_pointer (&list);
      if (sources)
        *sources = g_steal_pointer (&at);
      if (events)
        *events = g_steal_pointer (&days);
      if (result)
        *result = said;
    }
  else
    prefix_note (error, version);
  if (note)
    *note = g_steal_pointer (&version);
  return g_steal_pointer (&game);
}

WmGame *
wm_game_log_load (WmVariant *variant, GBytes *bytes, const char *file, GArray **choices,
                  GError **error)
{
  return log_load (variant, bytes, file, choices, NULL, NULL, NULL, NULL, error);
}

/* Where the piece a step moves stands, or -1 when none is moving. */
static int
mover_space (const WmGameState *state, const WmChoice *choice)
{
  if (choice->kind == WM_CHOICE_STEP)
    return state->players[choice->player].space;
  if (choice->kind == WM_CHOICE_HW_STEP && state->t.hw >= 0)
    return state->highwaymen[state->t.hw];
  return -1;
}

/* What the step @choice of the log claims that the game says otherwise:
 * where the mover stands first, then the exit and its "to". */
static char *
step_claim_problem (const WmGame *game, const WmGameState *state, const WmChoice *choice,
                    const DecisionSource *source)
{
  int mover = mover_space (state, choice);
  g_autofree char *at = NULL, *from = NULL;

  if (source->from < 0)
    return NULL;
  if (mover < 0 || mover == source->from)
    return g_strdup (source->problem);
  at = wm_map_space_name (game->map, mover);
  from = wm_map_space_name (game->map, source->from);
  if (choice->kind == WM_CHOICE_HW_STEP)
    return g_strdup_printf (_("the highwayman is on %s, not %s"), at, from);
  return g_strdup_printf (_("%s is on %s, not %s"),
                          char_id (game, game->setup.characters[choice->player]), at, from);
}

/* Whether the days' events the log says before decision @before agree
 * with the game replayed to it: the log may come from another version of
 * the variant or have been edited, and a differing event is the first
 * sign, clearer than a later decision that no longer fits. */
static gboolean
day_events_agree (const WmGame *game, const WmGameState *state, const GArray *events,
                  int before, const char *file, GError **error)
{
  for (guint k = 0; events != NULL && k < events->len; k++)
    {
      const DayEvent *e = &g_array_index (events, DayEvent, k);
      g_autofree char *message = NULL;
      if (e->before != before)
        continue;
      if (e->day != state->day)
        message = g_strdup_printf (_("the event of day %d stands among the decisions of day %d"),
                                   e->day, state->day);
      else if (state->event == WM_GAME_NONE)
        message = g_strdup_printf (_("day %d turns up no event in this game, not “%s”"), e->day,
                                   wm_game_card_id (game, e->card));
      else if (state->event != e->card)
        message = g_strdup_printf (_("day %d turns up the event “%s” in this game, not “%s”"),
                                   e->day, wm_game_card_id (game, state->event),
                                   wm_game_card_id (game, e->card));
      if (message != NULL)
        {
          set_error (error, WM_GAME_ERROR_ILLEGAL, file, e->line, -1, message);
          return FALSE;
        }
    }
  return TRUE;
}

/* Whether the log's <result> (@said) is how the game replayed to @state
 * ends (or stops, when it is not over: no winner): like a day's event, it follows from the seed and the decisions,
 * and one that differs was edited by hand (review f). */
static gboolean
result_agrees (const WmGame *game, const WmGameState *state, const LogResult *said,
               const char *file, GError **error)
{
  g_autofree char *message = NULL;
  const char *winner = state->winner >= 0
                           ? char_id (game, game->setup.characters[state->winner]) : NULL;
  const char *claimed = said->winner >= 0
                            ? char_id (game, game->setup.characters[said->winner]) : NULL;

  if (said->line == 0)
    return TRUE;
  /* a game stopped at a day cap (play --day-cap) has a result with no
   * winner, and its day */
  if (winner != NULL && claimed != NULL && state->winner != said->winner)
    /* TRANSLATORS: character ids, "“green” wins this game, not “yellow”". */
    message = g_strdup_printf (_("“%s” wins this game, not “%s”"), winner, claimed);
  else if (winner != NULL && claimed == NULL)
    message = g_strdup_printf (_("“%s” wins this game, which the <result> does not say"),
                               winner);
  else if (winner == NULL && claimed != NULL)
    message = g_strdup_printf (_("nobody wins this game, not “%s”"), claimed);
  else if (state->day != said->day)
    message = g_strdup_printf (_("this game ends on day %d, not day %d"), state->day, said->day);
  if (message == NULL)
    return TRUE;
  set_error (error, WM_GAME_ERROR_ILLEGAL, file, said->line, -1, message);
  return FALSE;
}

/* Plays @choices from the start; an illegal one is named by its index and,
 * when @sources is given, said at its line of @file. @events (may be NULL)
 * are checked where they stand among the decisions. */
static gboolean
replay (const WmGame *game, const WmChoice *choices, int n, const char *file,
        const DecisionSource *sources, const GArray *events, WmGameState *state, GError **error)
{
  wm_game_start (game, state);
  for (int i = 0; i < n; i++)
    {
      g_autoptr (GError) local = NULL;
      if (!day_events_agree (game, state, events, i, file, error))
        return FALSE;
      g_autofree char *claim = sources ? step_claim_problem (game, state, &choices[i], &sources[i])
                                       : NULL;
      if (claim != NULL)
        {
          set_error (error, WM_GAME_ERROR_ILLEGAL, file, sources[i].line, i, claim);
          return FALSE;
        }
      if (!wm_game_apply (game, state, &choices[i], &local))
        {
          if (sources != NULL)
            set_error (error, WM_GAME_ERROR_ILLEGAL, file, sources[i].line, i, local->message);
          else
            g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_ILLEGAL, _("decision %d: %s"), i + 1,
                         local->message);
          return FALSE;
        }
    }
  return day_events_agree (game, state, events, n, file, error);
}

gboolean
wm_game_replay (const WmGame *game, const WmChoice *choices, int n, WmGameState *state,
                GError **error)
{
  return replay (game, choices, n, NULL, NULL, NULL, state, error);
}

WmGame *
wm_game_log_replay (WmVariant *variant, GBytes *bytes, const char *file, GArray **choices,
                    WmGameState *state, char **warning, GError **error)
{
  g_autoptr (GArray) list = NULL, sources = NULL, events = NULL;
  g_autofree char *note = NULL;
  LogResult said = { 0, -1, 0 };
  g_autoptr (WmGame) game = log_load (variant, bytes, file, &list, &sources, &events, &said,
                                      &note, error);

  if (game == NULL)
    return NULL;
  if (!replay (game, (const WmChoice *) list->data, (int) list->len, file,
               (const DecisionSource *) sources->data, events, state, error)
      || !result_agrees (game, state, &said, file, error))
    {
      prefix_note (error, note);
      return NULL;
    }
  if (choices)
    *choices = g_steal_pointer (&list);
  if (warning)
    *warning = g_steal_pointer (&note);
  return g_steal_pointer (&game);
}

/* ---- positions: writing ------------------------------------------------------------- */

#define TURN_FIELDS(X)                                                          \
  X (stage, "stage", 0, WM_STAGE_END)                                           \
  X (steps_left, "steps-left", 0, 99)                                           \
  X (moved, "moved", 0, 1)                                                      \
  X (hopped, "hopped", 0, 1)                                                    \
  X (crossed_lake, "crossed-lake", 0, 1)                                        \
  X (quest_offers, "quest-offers", 0, 9)                                        \
  X (side_draws, "side-draws", 0, 99)                                           \
  X (portal_offer, "portal-offer", 0, 1)                                        \
  X (hw_offer, "hw-offer", 0, 1)                                                \
  X (quests_taken, "quests-taken", 0, 9)                                        \
  X (hw, "hw", -1, WM_GAME_MAX_HIGHWAYMEN - 1)                                  \
  X (hw_steps_left, "hw-steps-left", 0, 99)                                     \
  X (hw_moved, "hw-moved", 0, 1)                                                \
  X (hw_hopped, "hw-hopped", 0, 1)                                              \
  X (displaced, "displaced", 0, 15)                                             \
  X (check_limits, "check-limits", 0, 1)

#define PLAYER_FIELDS(X)                                                        \
  X (gold, "gold", 0, 999)                                                      \
  X (cover_removed, "cover-removed", 0, 1)                                      \
  X (weapons, "weapons", 0, 255)                                                \
  X (n_weapons, "n-weapons", 0, WM_GAME_MAX_WEAPON_TYPES)                       \
  X (planned, "planned", 0, 1)                                                  \
  X (order, "order", 0, WM_GAME_MAX_PLAYERS - 1)                                \
  X (shares, "shares", 0, 1)

static void
write_place (GString *out, const WmGame *game, const WmGameState *s, int sp)
{
  WmPlace place = game->map->spaces[sp].place;
  int kind = s->place_kind[sp];

  g_string_append (out, "    <place");
  attr_space (out, game, "space", sp);
  if (place == WM_PLACE_SECRET)
    attr (out, "secret", kind < WM_N_SECRET_KINDS ? wm_secret_kind_to_string (kind) : "none");
  if (place == WM_PLACE_FORT && kind < (int) game->variant->weapon_types->len)
    {
      attr (out, "weapon", ((WmWeaponType *) g_ptr_array_index (game->variant->weapon_types, kind))->id);
      attr_int (out, "count", s->place_count[sp]);
    }
  attr_bool (out, "discovered", wm_game_discovered (s, sp));
  g_string_append (out, "/>\n");
}

static void
write_player (GString *out, const WmGame *game, const WmGameState *s, int p)
{
  const WmPlayerState *ps = &s->players[p];

  g_string_append (out, "    <player");
  attr (out, "character", char_id (game, ps->character));
  attr (out, "seat", wm_edge_to_string (ps->seat));
  attr_space (out, game, "space", ps->space);
#define W(field, name, lo, hi) attr_int (out, name, ps->field);
  PLAYER_FIELDS (W)
#undef W
  attr_int (out, "marker", ps->marker == WM_GAME_NONE ? 0 : ps->marker + 1);
  attr (out, "bid", wm_game_card_id (game, ps->bid));
  attr_cards (out, game, "plan", ps->plan, game->turns);
  attr_cards (out, game, "hand", ps->hand, ps->n_hand);
  attr_cards (out, game, "draw", ps->draw.cards, ps->draw.n);
  attr_cards (out, game, "discard", ps->discard.cards, ps->discard.n);
  /* Only where a gained card lies unseen: a bit mask from the top down. */
  if (ps->unseen != 0)
    attr_int (out, "unseen", ps->unseen);
  g_string_append (out, ">\n");
  for (int i = 0; i < ps->n_held; i++)
    {
      g_string_append (out, "      <held");
      attr (out, "card", wm_game_card_id (game, ps->held[i].card));
      attr_int (out, "phase", ps->held[i].taken_phase);
      attr_int (out, "cell", ps->held[i].taken_cell);
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "    </player>\n");
}

/* The player whose turn it is: the active one, but for the players
 * displaced by a highwayman's attack, who decide in the mover's turn. */
static int
turn_player (const WmGameState *s)
{
  return s->t.stage == WM_STAGE_DISPLACING ? s->turn_order[s->turn_slot] : s->active;
}

/* The turn's extra moves along path types (WmTurnState.extra): how many
 * are left in all, and, while some are taken and some left, how many were
 * taken along each path type ("road:1 water:1"; the types every source
 * allows alike under the first of them), which is what tells the sources'
 * moves apart. What the sources give follows from the effects in force. */
static void
write_extra (GString *out, const WmGame *game, const WmGameState *s)
{
  const WmExtraState *xs = &game->extra_states[s->t.extra < game->n_extra_states ? s->t.extra : 0];
  const WmFxSummary *sum = wm_fx_summary (game, s, turn_player (s), s->turn);
  g_autoptr (GString) used = g_string_new (NULL);

  attr_int (out, "extra-left", xs->left);
  if (s->t.extra == 0 || s->t.extra == sum->extra_start)
    return;
  for (int t = 0; t < 8; t++)
    if (xs->used[t] > 0)
      g_string_append_printf (used, "%s%s:%d", used->len ? " " : "",
                              ((WmPathType *) g_ptr_array_index (game->variant->path_types, t))->id,
                              xs->used[t]);
  attr (out, "extra-used", used->str);
}

GBytes *
wm_game_position_save (const WmGame *game, const WmGameState *s)
{
  GString *out = g_string_new (NULL);
  g_autoptr (GString) hw = g_string_new (NULL);
  /* A position is read back on a variant as a log is: only the content
   * tells its version. */
  g_autofree char *checksum = wm_variant_checksum (game->variant);

  root_open (out, game, "position", checksum);
  write_setup (out, game);
  g_string_append (out, "  <state");
  attr (out, "step", wm_step_to_string (s->step));
  attr_int (out, "day", s->day);
  attr_int (out, "turn", s->turn + 1);
  attr (out, "active", char_id (game, s->players[s->active].character));
  attr_int (out, "turn-slot", s->turn_slot);
  if (s->winner >= 0)
    attr (out, "winner", char_id (game, s->players[s->winner].character));
  attr (out, "event", wm_game_card_id (game, s->event));
  attr_int (out, "boxed", s->boxed);
  g_string_append_printf (out, " rng=\"%016" G_GINT64_MODIFIER "x %016" G_GINT64_MODIFIER
                          "x %016" G_GINT64_MODIFIER "x %016" G_GINT64_MODIFIER "x\"",
                          s->rng[0], s->rng[1], s->rng[2], s->rng[3]);
  g_string_append (out, ">\n    <turn");
  attr_space (out, game, "start", s->t.stage == WM_STAGE_PLAN ? -1 : s->t.start);
  attr (out, "card", wm_game_card_id (game, s->t.card));
  attr_space (out, game, "hw-start", s->t.hw >= 0 ? s->t.hw_start : -1);
  attr (out, "incoming", wm_game_card_id (game, s->t.incoming));
#define W(field, name, lo, hi) attr_int (out, name, s->t.field);
  TURN_FIELDS (W)
#undef W
  write_extra (out, game, s);
  g_string_append (out, "/>\n");
  for (int p = 0; p < s->n_players; p++)
    write_player (out, game, s, p);
  for (int h = 0; h < s->n_highwaymen; h++)
    {
      g_autofree char *name = wm_map_space_name (game->map, s->highwaymen[h]);
      g_string_append_printf (hw, "%s%s", h ? " " : "", name);
    }
  g_string_append (out, "    <highwaymen");
  attr (out, "spaces", hw->str);
  g_string_append (out, "/>\n");
  for (int c = 0; c < game->arrangement->cols * game->arrangement->rows; c++)
    {
      g_string_append (out, "    <quest-pile");
      attr_int (out, "cell", c + 1);
      attr_cards (out, game, "cards", s->quests[c].cards, s->quests[c].n);
      g_string_append (out, "/>\n");
    }
  g_string_append (out, "    <common-movement");
  attr_cards (out, game, "cards", s->common_moves.cards, s->common_moves.n);
  g_string_append (out, "/>\n    <side-quests");
  attr_cards (out, game, "cards", s->side_quests.cards, s->side_quests.n);
  g_string_append (out, "/>\n    <events");
  attr_cards (out, game, "cards", s->events.cards, s->events.n);
  g_string_append (out, "/>\n");
  for (int sp = 0; sp < game->map->n_spaces; sp++)
    {
      WmPlace place = game->map->spaces[sp].place;
      if (place == WM_PLACE_SECRET || place == WM_PLACE_FORT || place == WM_PLACE_INN)
        write_place (out, game, s, sp);
    }
  g_string_append (out, "  </state>\n</position>\n");
  return g_string_free_to_bytes (out);
}

/* ---- positions: reading ---------------------------------------------------------------- */

/* The cards of a <player>'s attributes, in the order it lists them. */
static void
place_player_cards (Reader *r, xmlNode *node, const WmPlayerState *ps, const char *player)
{
  g_autofree char *bid = g_strdup_printf (_("the bid of %s"), player);
  g_autofree char *plan = g_strdup_printf (_("the plan of %s"), player);
  g_autofree char *hand = g_strdup_printf (_("the hand of %s"), player);
  g_autofree char *draw = g_strdup_printf (_("the draw pile of %s"), player);
  g_autofree char *discard = g_strdup_printf (_("the discard pile of %s"), player);

  place_card (r, node, ps->bid, bid);
  place_cards (r, node, ps->plan, WM_GAME_MAX_TURNS, plan);
  place_cards (r, node, ps->hand, ps->n_hand, hand);
  place_cards (r, node, ps->draw.cards, ps->draw.n, draw);
  place_cards (r, node, ps->discard.cards, ps->discard.n, discard);
}

static void
read_player (Reader *r, xmlNode *node, WmGameState *s, int p)
{
  const WmGame *game = r->game;
  WmPlayerState *ps = &s->players[p];
  g_autofree char *seat = NULL;
  int marker;

  if (player_of (r, node, "character") != p)
    fail (r, node, _("players must be listed in the order of the setup"));
  ps->character = (guint8) game->setup.characters[p];
  ps->seat = (guint8) game->setup.seats[p];
  seat = get (node, "seat"); /* written for readers; the setup decides */
  if (seat != NULL && wm_edge_from_string (seat) != (WmEdge) ps->seat)
    fail (r, node, _("the seat “%s” differs from the setup’s “%s”"), seat,
          wm_edge_to_string (ps->seat));
  ps->space = (gint16) space_of (r, node, "space", FALSE);
#define R(field, name, lo, hi) ps->field = get_int (r, node, name, lo, hi);
  PLAYER_FIELDS (R)
#undef R
  marker = (int) get_int (r, node, "marker", 0, game->turns);
  ps->marker = marker == 0 ? WM_GAME_NONE : (guint8) (marker - 1);
  ps->bid = (guint8) get_card (r, node, "bid", TRUE);
  memset (ps->plan, WM_GAME_NONE, sizeof ps->plan);
  get_cards (r, node, "plan", ps->plan, game->turns);
  ps->n_hand = (guint8) get_cards (r, node, "hand", ps->hand, WM_GAME_MAX_HAND);
  ps->draw.n = (guint8) get_cards (r, node, "draw", ps->draw.cards, WM_GAME_MAX_PILE);
  ps->discard.n = (guint8) get_cards (r, node, "discard", ps->discard.cards, WM_GAME_MAX_PILE);
  /* Positions written before cards gained unseen were told apart have none. */
  if (xmlHasProp (node, (const xmlChar *) "unseen"))
    ps->unseen = (guint8) get_int (r, node, "unseen", 0, 255);
  if (!r->failed && ps->draw.n < 8 && ps->unseen >> ps->draw.n != 0)
    fail (r, node, _("“unseen” marks more cards than the draw pile of %s holds"),
          char_id (game, ps->character));
  place_player_cards (r, node, ps, char_id (game, ps->character));
  for (xmlNode *c = node->children; c && !r->failed; c = c->next)
    if (is_element (c, "held"))
      {
        g_autofree char *place = NULL;
        if (ps->n_held >= WM_GAME_MAX_HELD)
          {
            fail (r, c, _("too many quests held"));
            break;
          }
        ps->held[ps->n_held] = (WmHeld) {
          (guint8) get_card (r, c, "card", FALSE), (guint16) get_int (r, c, "phase", 0, 60000),
          (gint8) get_int (r, c, "cell", 0, WM_GAME_MAX_CELLS - 1) };
        place = g_strdup_printf (_("the quests held by %s"), char_id (game, ps->character));
        place_card (r, c, ps->held[ps->n_held++].card, place);
      }
}

static void
read_place (Reader *r, xmlNode *node, WmGameState *s)
{
  int sp = space_of (r, node, "space", FALSE);
  g_autofree char *secret = NULL, *weapon = NULL;

  WmPlace place;

  if (r->failed)
    return;
  /* Only the places the writer lists (secret places, forts, inns) carry
   * state; anything else would be accepted and then silently lost on the
   * next save (found by tests/fuzz/fuzz-position). */
  place = r->game->map->spaces[sp].place;
  secret = get (node, "secret");
  weapon = get (node, "weapon");
  if (place != WM_PLACE_SECRET && place != WM_PLACE_FORT && place != WM_PLACE_INN)
    {
      fail (r, node, _("<place> on a space that is no inn, fort or secret place"));
      return;
    }
  if ((secret != NULL && place != WM_PLACE_SECRET) || (weapon != NULL && place != WM_PLACE_FORT))
    {
      fail (r, node, _("<place> gives the attribute “%s” to a space that is no %s"),
            secret ? "secret" : "weapon", secret ? _("secret place") : _("fort"));
      return;
    }
  if (secret)
    s->place_kind[sp] = strcmp (secret, "none") == 0 ? WM_GAME_NONE
                                                     : (guint8) wm_secret_kind_from_string (secret);
  if (secret && s->place_kind[sp] != WM_GAME_NONE && s->place_kind[sp] >= WM_N_SECRET_KINDS)
    fail (r, node, _("unknown secret place kind “%s”"), secret);
  if (weapon)
    {
      WmWeaponType *w = wm_variant_find_weapon_type (r->game->variant, weapon);
      guint index;
      if (w == NULL || !g_ptr_array_find (r->game->variant->weapon_types, w, &index))
        fail (r, node, _("unknown weapon type “%s”"), weapon);
      else
        s->place_kind[sp] = (guint8) index;
      s->place_count[sp] = (guint8) get_int (r, node, "count", 0, WM_GAME_MAX_PLAYERS);
    }
  if (get_bool (r, node, "discovered", FALSE))
    wm_set_discovered (s, sp);
}

static void
read_highwaymen (Reader *r, xmlNode *node, WmGameState *s)
{
  g_autofree char *v = need (r, node, "spaces");
  g_auto (GStrv) words = g_strsplit (v ? v : "", " ", -1);

  int most = wm_game_n_highwaymen (r->game), n = 0;

  s->n_highwaymen = 0;
  for (int i = 0; words[i] && !r->failed; i++)
    {
      int sp;
      if (*words[i] == '\0')
        continue;
      sp = wm_map_lookup (r->game->map, words[i]);
      if (++n > most)
        continue; /* counted, said below */
      if (sp < 0)
        fail (r, node, _("bad highwayman space “%s”"), words[i]);
      else
        s->highwaymen[s->n_highwaymen++] = (gint16) sp;
    }
  /* Any number may share a space (the rulebook), but no more stand on the
   * board than the variant has (review f: 8 loaded in a game of 5). */
  if (n > most)
    /* TRANSLATORS: "<highwaymen> places 8 highwaymen; the variant has 5". */
    fail (r, node,
          g_dngettext (GETTEXT_PACKAGE, "<%s> places %d highwayman; the variant has %d",
                       "<%s> places %d highwaymen; the variant has %d", n),
          (const char *) node->name, n, most);
}

static void
read_turn (Reader *r, xmlNode *node, WmGameState *s)
{
  int start = space_of (r, node, "start", TRUE), hw_start = space_of (r, node, "hw-start", TRUE);

  s->t.start = (gint16) MAX (start, 0);
  s->t.hw_start = (gint16) MAX (hw_start, 0);
  s->t.card = (guint8) get_card (r, node, "card", TRUE);
  s->t.incoming = (guint8) get_card (r, node, "incoming", TRUE);
  place_card (r, node, s->t.incoming, _("the turn’s incoming side quest"));
#define R(field, name, lo, hi) s->t.field = get_int (r, node, name, lo, hi);
  TURN_FIELDS (R)
#undef R
  /* The writer leaves out the start space while planning (and the highwayman's
   * start when none is moving); read them the same way so a position saves
   * and loads to the same state. */
  if (s->t.stage == WM_STAGE_PLAN)
    s->t.start = 0;
  if ((gint8) s->t.hw < 0)
    s->t.hw_start = 0;
}

/* The extra moves taken along path types, as write_extra () writes them,
 * into @used; FALSE when a word is no "type:count". */
static gboolean
parse_extra_used (const WmGame *game, const char *v, guint8 *used)
{
  g_auto (GStrv) words = g_strsplit (v, " ", -1);

  for (int i = 0; words[i] != NULL; i++)
    {
      char *colon = strchr (words[i], ':');
      guint64 n;
      guint t;
      if (*words[i] == '\0')
        continue;
      if (colon == NULL)
        return FALSE;
      *colon = '\0';
      for (t = 0; t < game->variant->path_types->len && t < 8; t++)
        if (strcmp (((WmPathType *) g_ptr_array_index (game->variant->path_types, t))->id,
                    words[i]) == 0)
          break;
      if (t >= game->variant->path_types->len || t >= 8
          || !g_ascii_string_to_unsigned (colon + 1, 10, 1, 99, &n, NULL) || used[t] + n > 99)
        return FALSE;
      used[t] += (guint8) n;
    }
  return TRUE;
}

/* Reads what write_extra () writes, once the players are read: the
 * sources follow from the effects in force for the player on turn. A
 * position of an older Waymark, which kept a turn's extra moves in one
 * budget, has "extra-left" of it and "extra-types", the types of the
 * budget, which the effects now tell (it is read and left): it loads when
 * it says none or all of them are left, or when the sources allow every
 * path type alike, so it does not matter whose were taken; otherwise it is
 * refused, asking for "extra-used". */
static void
read_extra (Reader *r, xmlNode *node, WmGameState *s)
{
  const WmGame *game = r->game;
  int left = (int) get_int (r, node, "extra-left", 0, 99);
  g_autofree char *used = get (node, "extra-used"), *types = get (node, "extra-types");
  const WmExtraState *first;
  guint8 by_type[8] = { 0 };
  int start, at = 0;

  if (r->failed)
    return;
  start = wm_fx_summary (game, s, turn_player (s), s->turn)->extra_start;
  first = &game->extra_states[start];
  if (used != NULL)
    {
      if (!parse_extra_used (game, used, by_type))
        {
          fail (r, node, _("“extra-used” of <turn> must list path types with counts "
                           "(“road:1 water:1”), not “%s”"), used);
          return;
        }
      if ((at = wm_extra_state_after (game, start, by_type)) < 0)
        {
          fail (r, node, _("“extra-used” of <turn> takes more extra moves than the effects in "
                           "force give along those path types: “%s”"), used);
          return;
        }
    }
  else if (left > first->left)
    {
      fail (r, node, g_dngettext (GETTEXT_PACKAGE,
                                  "“extra-left” of <turn> is %d, but the effects in force give "
                                  "%d extra move along path types",
                                  "“extra-left” of <turn> is %d, but the effects in force give "
                                  "%d extra moves along path types", first->left),
            left, first->left);
      return;
    }
  else if (left == first->left)
    at = start;
  else if (left > 0)
    {
      /* Alike for every path type when each step leads to the same state. */
      int t0 = __builtin_ctz (first->ok);
      for (int t = t0 + 1; t < 8; t++)
        if ((first->ok & (1u << t)) && first->next[t] != first->next[t0])
          {
            fail (r, node, _("“extra-left” of <turn> does not say whose extra moves were taken: "
                             "the effects in force give them along different path types; "
                             "give “extra-used” (a position of an older Waymark)"));
            return;
          }
      for (at = start; game->extra_states[at].left > left;)
        at = game->extra_states[at].next[__builtin_ctz (game->extra_states[at].ok)];
    }
  if (game->extra_states[at].left != left)
    fail (r, node, _("“extra-left” of <turn> is %d, but “extra-used” leaves %d"), left,
          game->extra_states[at].left);
  s->t.extra = (guint16) at;
}

/* The "cards" of a pile element into @pile (a WmPile, WmDeckPile or
 * WmQuestPile, which differ in room). */
#define READ_PILE(node, pile, cap, place)                                           \
  G_STMT_START                                                                      \
  {                                                                                 \
    (pile).n = (guint8) get_cards (r, (node), "cards", (pile).cards, (cap));        \
    place_cards (r, (node), (pile).cards, (pile).n, (place));                       \
  }                                                                                 \
  G_STMT_END

static void
read_state (Reader *r, xmlNode *node, WmGameState *s)
{
  const WmGame *game = r->game;
  g_autofree char *step = need (r, node, "step"), *rng = need (r, node, "rng");
  g_autofree char *winner = get (node, "winner");
  xmlNode *turn = NULL;
  int n_players = 0;

  memset (s, 0, sizeof *s);
  memset (s->place_kind, WM_GAME_NONE, sizeof s->place_kind);
  s->n_players = (guint8) game->n_players;
  s->step = (guint8) (step ? wm_step_from_string (step) : 0);
  if (step && (int) wm_step_from_string (step) < 0)
    fail (r, node, _("unknown step “%s”"), step);
  s->day = (guint16) get_int (r, node, "day", 1, 60000);
  s->turn = (guint8) (get_int (r, node, "turn", 1, game->turns) - 1);
  s->active = (guint8) player_of (r, node, "active");
  s->turn_slot = (guint8) get_int (r, node, "turn-slot", 0, game->n_players - 1);
  s->winner = winner ? (gint8) player_of (r, node, "winner") : -1;
  s->event = (guint8) get_card (r, node, "event", TRUE);
  place_card (r, node, s->event, _("today’s event"));
  s->boxed = (guint8) get_int (r, node, "boxed", 0, WM_GAME_MAX_CARDS);
  if (rng && sscanf (rng, "%" G_GINT64_MODIFIER "x %" G_GINT64_MODIFIER "x %" G_GINT64_MODIFIER
                     "x %" G_GINT64_MODIFIER "x", &s->rng[0], &s->rng[1], &s->rng[2], &s->rng[3]) != 4)
    fail (r, node, _("“rng” must be four hexadecimal numbers"));
  else if (rng && (s->rng[0] | s->rng[1] | s->rng[2] | s->rng[3]) == 0)
    /* the one state the generator never leaves: it draws 0 forever */
    fail (r, node, _("“rng” cannot be all zeros: the game would draw 0 forever"));
  for (xmlNode *c = node->children; c && !r->failed; c = c->next)
    {
      if (c->type != XML_ELEMENT_NODE)
        continue;
      if (is_element (c, "turn"))
        read_turn (r, turn = c, s);
      else if (is_element (c, "player"))
        {
          if (n_players >= game->n_players)
            fail (r, c, _("more players than the setup has"));
          else
            read_player (r, c, s, n_players++);
        }
      else if (is_element (c, "highwaymen"))
        read_highwaymen (r, c, s);
      else if (is_element (c, "quest-pile"))
        {
          int cell = (int) get_int (r, c, "cell", 1, game->arrangement->cols * game->arrangement->rows) - 1;
          if (!r->failed)
            {
              g_autofree char *pile = g_strdup_printf (_("quest pile %d"), cell + 1);
              READ_PILE (c, s->quests[cell], WM_GAME_MAX_QUEST_PILE, pile);
            }
        }
      else if (is_element (c, "common-movement"))
        READ_PILE (c, s->common_moves, WM_GAME_MAX_DECK, _("the common movement cards"));
      else if (is_element (c, "side-quests"))
        READ_PILE (c, s->side_quests, WM_GAME_MAX_DECK, _("the side quests"));
      else if (is_element (c, "events"))
        READ_PILE (c, s->events, WM_GAME_MAX_DECK, _("the events"));
      else if (is_element (c, "place"))
        read_place (r, c, s);
      else
        fail (r, c, _("unexpected element <%s>"), (const char *) c->name);
    }
  if (!r->failed && n_players != game->n_players)
    fail (r, node, _("the state lists %d players, the setup %d"), n_players, game->n_players);
  /* The turn order follows from the players' places in it. */
  for (int p = 0; p < s->n_players && !r->failed; p++)
    s->turn_order[s->players[p].order] = (guint8) p;
  if (turn != NULL && !r->failed)
    read_extra (r, turn, s);
}

WmGame *
wm_game_position_load (WmVariant *variant, GBytes *bytes, const char *file, WmGameState *state,
                       char **warning, GError **error)
{
  xmlNode *root = NULL;
  xmlDoc *doc = parse (bytes, file, "position", &root, error);
  g_autoptr (WmGame) game = NULL;
  g_autoptr (GError) local = NULL;
  g_autofree char *version = NULL;
  xmlNode *node = NULL;

  if (doc == NULL)
    return NULL;
  version = version_note (variant, file, root, SAVED_POSITION, &local);
  if (local != NULL)
    {
      xmlFreeDoc (doc);
      g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  game = read_setup (variant, file, root, error);
  for (xmlNode *c = root->children; game && c && !node; c = c->next)
    if (is_element (c, "state"))
      node = c;
  if (game && node == NULL)
    {
      fail_at (error, file, NULL, _("the position has no <state>"));
      g_clear_pointer (&game, wm_game_unref);
    }
  if (game)
    {
      g_autofree CardPlaces *places = g_new0 (CardPlaces, 1);
      Reader r = { game, error, FALSE, file, -1, places };
      g_autofree char *reason = NULL;
      read_state (&r, node, state);
      card_places_clear (places);
      all_attributes_read (&r, node, TRUE);
      if (!r.failed && !wm_game_check (game, state, &reason))
        fail (&r, node, _("the position is inconsistent: %s"), reason);
      if (r.failed)
        g_clear_pointer (&game, wm_game_unref);
    }
  xmlFreeDoc (doc);
  if (game == NULL)
    prefix_note (error, version);
  else if (warning)
    *warning = g_steal_pointer (&version);
  return g_steal_pointer (&game);
}

/* ---- summary -------------------------------------------------------------------------------- */

/* A name as the designer gave it, with the id the logs and the command line
 * use to find it by ("Fennick (r2:s16)"); the id alone when there is none. */
static char *
named (const char *name, const char *id)
{
  if (name == NULL || *name == '\0' || g_strcmp0 (name, id) == 0)
    return g_strdup (id);
  return g_strdup_printf ("%s (%s)", name, id);
}

char *
wm_game_space_label (const WmGame *game, int space)
{
  const char *lang;
  const WmMapSpace *ms;
  g_autofree char *id = NULL;
  const char *name = NULL;

  g_return_val_if_fail (game != NULL, NULL);
  lang = wm_variant_display_language (game->variant);
  if (space < 0 || space >= game->map->n_spaces)
    return g_strdup ("?");
  ms = &game->map->spaces[space];
  id = wm_map_space_name (game->map, space);
  if (ms->town >= 0)
    name = wm_text_get (&((WmTown *) g_ptr_array_index (game->variant->towns, ms->town))->name,
                        lang, lang);
  else if (ms->space != NULL)
    name = ms->space->label;
  return named (name, id);
}

char *
wm_game_card_label (const WmGame *game, int card)
{
  const char *lang = wm_variant_display_language (game->variant);
  const WmCard *c;

  if (card < 0 || card >= wm_game_n_cards (game))
    return g_strdup ("?");
  c = wm_game_card (game, card);
  return named (wm_text_get (&c->name, lang, lang), c->id);
}

/* "Mirela Thorne (red)", as every message names a character
 * (wm_variant_character_label ()). */
static char *
character_label (const WmGame *game, const WmGameState *s, int player)
{
  const WmCharacter *ch
      = g_ptr_array_index (game->variant->characters, s->players[player].character);

  return wm_variant_character_label (game->variant, ch->id);
}

/* What the player to move is doing, by step, as a status line says it (the
 * errors of wm_game_apply() say instead what it is that player's turn to do). */
static const char *const doing[] = {
  [WM_STEP_PLAN] = N_("%s is planning the day"),
  [WM_STEP_MOVE] = N_("%s is moving"),
  [WM_STEP_DISCARD] = N_("%s is discarding a side quest"),
  [WM_STEP_QUEST] = N_("%s may take a common quest"),
  [WM_STEP_PORTAL] = N_("%s may hop through a portal"),
  [WM_STEP_HIGHWAYMAN] = N_("%s may move a highwayman"),
  [WM_STEP_HW_MOVE] = N_("%s is moving a highwayman"),
  [WM_STEP_DISPLACE] = N_("%s is pushing away a character the highwaymen attacked"),
  [WM_STEP_OVER] = N_("%s wins"),
};

/* "Day 3, sunrise: Mirela Thorne (red) is planning the day" or "Day 3,
 * midday: Bram Holloway (green) is moving", and the day's event. Planning is sunrise's,
 * before the morning's turn: "Day 4, morning … planning" after a cap of
 * three days read as a fourth day played (review 25b, 15). */
static void
summarise_time (GString *out, const WmGame *game, const WmGameState *s)
{
  static const char *const turn_names[] = { N_("morning"), N_("midday"), N_("evening") };
  g_autofree char *turn = NULL, *what = NULL, *name = NULL;
  int who = s->step == WM_STEP_OVER ? s->winner : s->active;

  if (s->step == WM_STEP_PLAN)
    /* TRANSLATORS: the part of the day while the players plan, in a
     * position's summary: "Day 4, sunrise: Mirela Thorne (red) is planning
     * the day" (the morning's turn comes after it). */
    turn = g_strdup (_("sunrise"));
  else if (game->turns == (int) G_N_ELEMENTS (turn_names) && s->turn < game->turns)
    turn = g_strdup (_(turn_names[s->turn]));
  else
    turn = g_strdup_printf (_("turn %d"), s->turn + 1);
  if (who < 0 || s->step >= G_N_ELEMENTS (doing))
    what = g_strdup (_("the game is over"));
  else
    {
      name = character_label (game, s, who);
      what = g_strdup_printf (_(doing[s->step]), name);
    }
  g_string_append_printf (out, _("Day %1$d, %2$s: %3$s"), s->day, turn, what);
  g_string_append_c (out, '\n');
  if (s->event != WM_GAME_NONE)
    {
      g_autofree char *event = wm_game_card_label (game, s->event);
      g_string_append_printf (out, _("Event of the day: %s"), event);
      g_string_append_c (out, '\n');
    }
}

/* @space as the Playtest names it (@names, from wm_game_place_names ()),
 * with its id, which the other commands take: "the Lance fort (r3:s27)";
 * a fort or inn was its id alone ("at r3:s27"; review 25b, 15). */
static char *
summary_place (const WmGame *game, char **names, int space)
{
  g_autofree char *id = NULL, *in_brackets = NULL;

  if (space < 0 || space >= game->map->n_spaces)
    return g_strdup ("?");
  id = wm_map_space_name (game->map, space);
  in_brackets = g_strdup_printf (" (%s)", id);
  if (g_str_has_suffix (names[space], in_brackets))
    return g_strdup (names[space]);
  return named (names[space], id);
}

/* "Mirela Thorne (red), south edge: 12 of 20 gold, at Fennick (r2:s16),
 * 2 weapons", then the quests held on a line of their own. */
static void
summarise_player (GString *out, const WmGame *game, char **names, const WmGameState *s, int p)
{
  /* WmEdge order: north, east, south, west. */
  static const char *const edges[] = { N_("north edge"), N_("east edge"), N_("south edge"),
                                       N_("west edge") };
  const WmPlayerState *ps = &s->players[p];
  g_autofree char *who = character_label (game, s, p);
  g_autofree char *where = summary_place (game, names, ps->space);
  g_autofree char *weapons = ps->n_weapons == 0
                               ? g_strdup (_("no weapons"))
                               : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d weapon",
                                                               "%d weapons", ps->n_weapons),
                                                  ps->n_weapons);
  g_autoptr (GString) quests = g_string_new (NULL);

  /* The plural of the goal's: "3 di 20 monete d’oro". */
  const char *format
      = g_dngettext (GETTEXT_PACKAGE, "%1$s, %2$s: %3$d of %4$d gold, at %5$s, %6$s",
                     "%1$s, %2$s: %3$d of %4$d gold, at %5$s, %6$s", wm_game_goal (game));

  g_string_append_printf (out, format, who,
                          ps->seat < G_N_ELEMENTS (edges) ? _(edges[ps->seat]) : "?", ps->gold,
                          wm_game_goal (game), where, weapons);
  for (int i = 0; i < ps->n_held; i++)
    {
      g_autofree char *quest = wm_game_card_label (game, ps->held[i].card);
      g_string_append_printf (quests, "%s%s", i ? ", " : "", quest);
    }
  g_string_append (out, "\n  ");
  if (ps->n_held == 0)
    g_string_append (out, _("no quests held"));
  else
    g_string_append_printf (out, _("quests held: %s"), quests->str);
  g_string_append_c (out, '\n');
}

char *
wm_game_state_summary (const WmGame *game, const WmGameState *s)
{
  GString *out = g_string_new (NULL);
  g_autoptr (GString) highwaymen = g_string_new (NULL);
  g_auto (GStrv) names = wm_game_place_names (game);

  summarise_time (out, game, s);
  for (int p = 0; p < s->n_players; p++)
    summarise_player (out, game, names, s, p);
  for (int h = 0; h < s->n_highwaymen; h++)
    {
      g_autofree char *where = summary_place (game, names, s->highwaymen[h]);
      g_string_append_printf (highwaymen, "%s%s", h ? ", " : "", where);
    }
  if (s->n_highwaymen > 0)
    {
      g_string_append_printf (out, _("Highwaymen: %s"), highwaymen->str);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
