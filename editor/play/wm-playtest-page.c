#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "wm-board-view.h"
#include "wm-card-thumb.h"
#include "wm-file-chooser.h"
#include "wm-game-summary.h"
#include "wm-game-io.h"
#include "wm-message-dialog.h"
#include "wm-new-game-dialog.h"
#include "wm-paned-state.h"
#include "wm-player-panel.h"
#include "wm-playtest-page.h"
#include "wm-quest-strip.h"
#include "wm-recovery.h"
#include "wm-sim-compare.h"
#include "wm-sim-gold.h"
#include "wm-toast.h"
#include "wm-validation-page.h"
#include "wm-variant-io.h"
#include "wm-wrap-layout.h"

/* A decision's line in the log. */
typedef struct
{
  guint line; /* its place in the log's model */
  int day;    /* the day it was made on */
} LogEntry;

struct _WmPlaytestPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  WmPlaySession *session;
  GPtrArray *stale;       /* sessions replaced while a bot of theirs was thinking */
  guint generation;       /* bumped with every new session: late bot answers are dropped */
  gboolean playing;
  gboolean busy;          /* a bot is thinking in a worker thread */
  gboolean to_sundown;    /* bots play on without delay to the end of sundown_day */
  int sundown_day;
  gboolean disposed;      /* worker answers arriving after dispose are dropped */
  gboolean keyed;         /* the last decision was made with a key, not the pointer */
  guint delay_ms;
  guint timeout_id;
  GArray *reach;          /* WmReach of the human's move, or NULL */
  GPtrArray *base_highlights; /* the spaces ringed when no card choice is pointed at */
  int shown_card;         /* the card choice whose reach is ringed, or -1 */
  char **place_names;     /* the board's spaces as players name them, for place_names_game */
  char *why_no_move;      /* the prompt of a move with nothing to click on the board, or NULL */
  const WmGame *place_names_game;
  gboolean human_was_deciding; /* at the last update: whether the human had a decision */
  gboolean retaken;       /* an undo or redo: the next human decision takes the keyboard */
  /* The New Game dialog's choices at its last Start, for the document's
   * next game (the designer who ticked Variable setup plays it again). */
  WmNewGameChoices *last_choices;
  /* The log as last saved or opened (a batch's game: as replayed), to
   * tell a game that would be lost from one kept; NULL for a new game. */
  GBytes *kept_log;
  /* The game's slot in the recovery folder (wm_recovery_write_game ()),
   * written at each human decision while the game is not saved, and the
   * log it holds; NULL without one. */
  char *game_slot;
  GBytes *slot_log;
  /* A game a crash interrupted, claimed and offered back: Reopen on its
   * toast or on the empty page. */
  WmRecoveryEntry *recovered;
  GtkWidget *recovered_button;
  guint offer_idle;
  gboolean offered; /* the slots of the document were looked for */

  GtkWidget *paned;
  GtkStack *body;   /* "empty" before the first game, "game" after */
  WmBoardView *board;
  WmQuestStrip *quests;    /* the face-up common quests, beside or under the board */
  GtkLabel *status;
  GtkWidget *status_box;   /* steady_new ()'s, around the status */
  const WmGame *status_game; /* the game the status box's texts are for */
  GtkLabel *event_text; /* the day's event card, under the one-line status */
  GtkWidget *event_box; /* steady_new ()'s, around the event text */
  GtkLabel *prompt;
  GtkWidget *prompt_box;
  GtkWidget *panels_box;
  GtkWidget *revealed_note; /* says why cards are face up in a game taken back */
  GtkWidget *version_note;  /* a log opened that was played on another version */
  GtkScrolledWindow *panels_scroll;
  GtkPaned *log_split;      /* the panels and the decision above, the log under */
  guint scroll_tick;        /* scrolls scroll_target into view once laid out */
  gint64 scroll_frame;      /* the frame scroll_target is laid out in, or -1 */
  GtkWidget *scroll_target; /* the summary or the deciding player's panel */
  guint arrange_idle;       /* arrange_panels () after the panels' view changed size */
  int focus;                /* focus_seat () at the last arrange_panels () */
  int compact_need;         /* the most the panels asked for, the others compact, */
  int whole_need;           /* and every one whole, */
  int compact_width;        /* at this width in this game (arrange_panels ()) */
  int choices_cut;          /* what the decision buttons' area gave the panels */
  WmPlayerPanel *panels[WM_GAME_MAX_PLAYERS];
  GtkWidget *decision_heading;
  GtkWidget *choices_scroll; /* holds the choices: stays in view under the panels */
  GtkWidget *choices;
  WmGameSummary *summary;
  guint64 summary_key;    /* summary_key () the summary was written for */
  GtkStringList *log_model;
  guint64 log_key;        /* reveal_key () the log's lines were written for */
  /* Per decision in the log, its line's place in the model and its day
   * (LogEntry): the model also holds a line at the start of each day. */
  GArray *log_entries;
  /* The state after the log's last line, so that appending a line does not
   * replay the game from the start: valid for @log_tail_n decisions of the game
   * @log_tail_game. */
  WmGameState log_tail;
  guint log_tail_n;
  const WmGame *log_tail_game;
  GtkListView *log_view;
  GPtrArray *log_rows;    /* the GtkListItems bound to a line now */
  int log_shown;          /* the line marked as the game shown (reviewing), or -1 */
  int log_clicked;        /* the line last clicked, or -1 */
  GtkWidget *play_button;
  GtkWidget *step_button;
  GtkWidget *sundown_button;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkWidget *save_button;
  GtkWidget *back_button;
  GtkWidget *forward_button;
  GtkLabel *position;
  GtkWidget *options_button; /* ⋮, Play options */
  GtkCheckButton *step_by_step;
  GtkScale *speed;
};

G_DEFINE_FINAL_TYPE (WmPlaytestPage, wm_playtest_page, GTK_TYPE_WIDGET)

enum
{
  HISTORY_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The decision buttons' area: five one-line buttons without scrolling;
 * where the log has given way to its least and the players' panels still
 * want room, two buttons of a card and a word (arrange_panels ()); where
 * the deciding player's panel itself wants more, a button and part of the
 * next, down to CHOICES_FLOOR (at 800 × 600 in a hot-seat game the German
 * plan's last line was cut under the decision). */
#define CHOICES_HEIGHT 200
#define CHOICES_LEAST 140
#define CHOICES_FLOOR 96

/* The parts of a day the heading names: the turns, and before them the
 * planning at sunrise (the heading said "morning" while the players
 * planned, review b, finding 9). */
#define PART_PLANNING 3
static const char *turn_names[] = { N_("morning"), N_("midday"), N_("evening"),
                                    /* TRANSLATORS: the part of the day in the playtest's
                                     * heading while the players plan: "Day 2 · sunrise:
                                     * planning · event: …" */
                                    N_("sunrise: planning") };

static void update (WmPlaytestPage *self);
static char *log_day_line (WmGame *game, const WmGameState *state);
static void schedule_bot (WmPlaytestPage *self);
static void show_error (WmPlaytestPage *self, const char *what, const GError *error);
static void update_log_mark (WmPlaytestPage *self);

/* The human who decides now: the one to move at the end of the log, not
 * while looking back, nor in a hot-seat game before that human has taken
 * the screen (the page shows the hand-over instead). */
static int
deciding_human (WmPlaytestPage *self)
{
  if (wm_play_session_hand_over_to (self->session) >= 0)
    return -1;
  return wm_play_session_human_to_move (self->session);
}

/* ---- the game's recovery slot --------------------------------------------------- */

static void
remove_game_slot (WmPlaytestPage *self)
{
  if (self->game_slot != NULL)
    wm_recovery_remove (self->game_slot);
  g_clear_pointer (&self->game_slot, g_free);
  g_clear_pointer (&self->slot_log, g_bytes_unref);
}

/* A crash lost a game of some 400 decisions (review k, 1): the game not
 * saved goes to its slot in the recovery folder at each decision of a
 * human (the log, a list of decisions, some kilobytes), the bots' answers
 * with the next one. A game saved as it stands, finished or gone needs
 * none; one at its first decision holds nothing a New Game would not. */
static void
update_game_slot (WmPlaytestPage *self)
{
  g_autoptr (GBytes) log = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *title = NULL;
  int controllers[WM_GAME_MAX_PLAYERS];
  int n_players;

  if (self->session == NULL || wm_play_session_is_over (self->session)
      || wm_play_session_n_decisions (self->session) == 0 || self->document == NULL)
    {
      remove_game_slot (self);
      return;
    }
  if (deciding_human (self) < 0 || wm_play_session_reviewing (self->session))
    return;
  log = wm_play_session_save (self->session);
  if (self->kept_log != NULL && g_bytes_equal (log, self->kept_log))
    {
      remove_game_slot (self);
      return;
    }
  if (self->slot_log != NULL && g_bytes_equal (log, self->slot_log))
    return;
  if (self->game_slot == NULL)
    self->game_slot = wm_recovery_new_game_path ();
  n_players = wm_game_n_players (wm_play_session_game (self->session));
  for (int p = 0; p < n_players; p++)
    controllers[p] = wm_play_session_controller (self->session, p);
  title = wm_document_dup_title (self->document);
  if (!wm_recovery_write_game (self->game_slot, log, wm_document_get_file (self->document), title,
                               controllers, n_players, wm_play_session_n_decisions (self->session),
                               wm_play_session_end (self->session)->day, &error))
    {
      g_message ("The game could not be kept for recovery: %s", error->message);
      return;
    }
  g_clear_pointer (&self->slot_log, g_bytes_unref);
  self->slot_log = g_steal_pointer (&log);
}

/* ---- describing choices ------------------------------------------------------- */

/* The board's spaces as the player names them (wm_game_place_names ()),
 * worked out once per game. */
static const char *const *
place_names (WmPlaytestPage *self, WmGame *game)
{
  if (self->place_names_game != game)
    {
      g_strfreev (self->place_names);
      self->place_names = wm_game_place_names (game);
      self->place_names_game = game;
    }
  return (const char *const *) self->place_names;
}

/* The model's sentence, naming movement cards by bid and steps as the
 * player panels do, and spaces as a player at the table would ("the space
 * west of Elmswick"), not by the ids of the file. */
static char *
choice_label (WmPlaytestPage *self, WmGame *game, const WmGameState *state, const WmChoice *c)
{
  WmChoiceWords words = { wm_play_card_name, place_names (self, game) };

  return wm_choice_describe_in (game, state, c, &words);
}

/* What the human is to do, said for the mouse and the keyboard alike:
 * what a click on the board does, the decision buttons (Tab, the arrows,
 * Enter) do too. */
static const char *
step_prompt (WmStep step)
{
  switch (step)
    {
    case WM_STEP_PLAN: return _("Plan your day: the bid, three turns, the card set aside and the highwayman marker.");
    case WM_STEP_MOVE: return _("Move: click a highlighted space, or choose a step from the buttons.");
    case WM_STEP_DISCARD: return _("Too many side quests: discard one.");
    case WM_STEP_QUEST: return _("You may take the face-up common quest.");
    case WM_STEP_PORTAL: return _("You found a portal: hop to another, or stay.");
    case WM_STEP_HIGHWAYMAN: return _("You may move a highwayman (click it, or choose its button) or let them be.");
    case WM_STEP_HW_MOVE: return _("Move the highwayman: click a highlighted space, or choose a step from the buttons.");
    case WM_STEP_DISPLACE: return _("Attack: put the displaced character on a highlighted space.");
    default: return "";
    }
}

/* ---- the prompt ------------------------------------------------------------------ */

/* The label that is the only child of @widget gets all of it. */
static void
allocate_child (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_allocate (gtk_widget_get_first_child (widget), width, height, baseline, NULL);
}

/* A wrapping label above the board, in a box (steady_new ()) that asks for
 * the height of the tallest of the texts the label may show, at the width
 * it is given: the label keeps its height from one decision to the next,
 * so that the board under it never moves or changes size (a space would
 * move away from the pointer just as it is clicked), and yet every text
 * reads whole however narrow the board column and long the language's
 * words (a prompt cut short at 800 × 600 left the designer guessing what
 * to do). A label that shows at most so many lines (gtk_label_set_lines
 * ()) asks for no more of them. */
typedef struct
{
  GStrv texts;         /* what the label may show */
  GHashTable *heights; /* the tallest text's height (+ 1) at each width asked for */
  guint serial;        /* the serial of the label's font context for @heights */
} Steady;

static void
steady_free (Steady *steady)
{
  g_strfreev (steady->texts);
  g_hash_table_unref (steady->heights);
  g_free (steady);
}

/* The tallest of @steady's texts in @label at @width, its margins left out.
 * Each width's is kept: GTK asks at several widths for each layout of the
 * page (the window's, the paned's and the box's own measures), and with
 * only the last one kept every decision laid out all of the texts (some
 * 70 with the heading's) anew, twice the rest of the page's work. */
static int
steady_height (Steady *steady, GtkWidget *label, int width)
{
  guint serial = pango_context_get_serial (gtk_widget_get_pango_context (label));
  int height = 0;

  if (steady->texts == NULL || width <= 0)
    return 0;
  if (steady->serial != serial)
    {
      g_hash_table_remove_all (steady->heights);
      steady->serial = serial;
    }
  height = GPOINTER_TO_INT (g_hash_table_lookup (steady->heights, GINT_TO_POINTER (width)));
  if (height > 0)
    return height - 1;
  for (char **text = steady->texts; *text != NULL; text++)
    {
      g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (label, *text);
      int lines = gtk_label_get_lines (GTK_LABEL (label)), h;

      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_width (layout, width * PANGO_SCALE);
      if (lines > 0)
        {
          pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
          pango_layout_set_height (layout, -lines);
        }
      pango_layout_get_pixel_size (layout, NULL, &h);
      height = MAX (height, h);
    }
  g_hash_table_insert (steady->heights, GINT_TO_POINTER (width), GINT_TO_POINTER (height + 1));
  return height;
}

static void
steady_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *label = gtk_widget_get_first_child (widget);
  Steady *steady = g_object_get_data (G_OBJECT (widget), "wm-steady");
  int across, height;

  gtk_widget_measure (label, orientation, for_size, minimum, natural, NULL, NULL);
  if (orientation != GTK_ORIENTATION_VERTICAL || for_size < 0)
    return;
  across = gtk_widget_get_margin_start (label) + gtk_widget_get_margin_end (label);
  height = steady_height (steady, label, for_size - across);
  height += gtk_widget_get_margin_top (label) + gtk_widget_get_margin_bottom (label);
  *minimum = MAX (*minimum, height);
  *natural = MAX (*natural, height);
}

static GtkSizeRequestMode
steady_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* @label wraps and is never cut; the box returned holds it. */
static GtkWidget *
steady_new (GtkLabel *label)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  Steady *steady = g_new0 (Steady, 1);

  steady->heights = g_hash_table_new (NULL, NULL);
  g_object_set_data_full (G_OBJECT (box), "wm-steady", steady, (GDestroyNotify) steady_free);
  gtk_widget_set_layout_manager (
      box, gtk_custom_layout_new (steady_request_mode, steady_measure, allocate_child));
  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (label, 0);
  gtk_label_set_yalign (label, 0);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (label));
  return box;
}

/* The texts the label in @box may show; @texts is taken. */
static void
steady_set_texts (GtkWidget *box, GStrv texts)
{
  Steady *steady = g_object_get_data (G_OBJECT (box), "wm-steady");

  g_strfreev (steady->texts);
  steady->texts = texts;
  g_hash_table_remove_all (steady->heights);
  gtk_widget_queue_resize (box);
}

static void
set_prompt (WmPlaytestPage *self, const char *text)
{
  gtk_label_set_text (self->prompt, text);
}

#define BOT_THINKING N_("A bot is thinking…")
#define BOT_TO_MOVE N_("A bot is to move: Step or Play.")

/* The toolbar's tooltips that name a shortcut, and the window actions
 * whose shortcuts they name. */
#define PLAY_TOOLTIP N_("Let the bots play on, or pause them")
#define STEP_TOOLTIP N_("One bot decision")
#define SUNDOWN_TOOLTIP                                                                           \
  N_("Let the bots play to the end of the day, without the delay, or until a human is to decide")
#define STEP_HUMAN_TOOLTIP N_("One bot decision: a human player is to decide first")
#define SUNDOWN_HUMAN_TOOLTIP                                                                     \
  N_("Let the bots play to the end of the day: a human player is to decide first")
#define REDO_TOOLTIP N_("Make the decision you took back again, with the bots' answers to it")

#define NOT_THIS_SPACE N_("That space cannot be chosen now.")
#define NO_MOVE_HIGHWAYMAN                                                                         \
  N_("No move is possible: every way this card allows from here leads onto a highwayman. End "  \
     "the move here.")
#define NO_MOVE_CARD                                                                               \
  N_("No move is possible: no path from here is open to this card’s directions and path types. " \
     "End the move here.")
#define NO_MOVES_LEFT N_("No moves left: end the move here.")
#define HW_NO_MOVES_LEFT N_("No moves left: the highwayman stops here.")
#define HW_NO_MOVE N_("The highwayman cannot move from here: it stops here.")
/* TRANSLATORS: hot seat (two or more human players at one screen): the
 * next human's hand and plan stay hidden until that player is at the
 * screen; %s is the player's character */
#define HAND_OVER_PROMPT N_("Pass the screen to %s: hands and plans stay hidden until they are ready.")
/* TRANSLATORS: the button the next human player clicks once at the
 * screen; %s is that player's character */
#define HAND_OVER_READY N_("%s is ready")
#define REVIEWING N_("Reviewing an earlier position; go to the end to play on.")

/* What is left of a move under way, before the move prompt: "2 of 3
 * moves left (+1 from Casimir Vell’s ability). Move: click …" (review b,
 * finding 6: nothing said how many moves were left, nor that yellow's
 * ability gave one more). @left of @total moves with the card, @ability
 * and @event of them added by @who's ability and the day's event;
 * @extra_left of @extra_total extra moves on the path types an effect
 * names. */
static char *
moves_left_text (int left, int total, int ability, int event, int extra_left, int extra_total,
                 const char *who)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_append_printf (text, g_dngettext (NULL, "%d of %d move left", "%d of %d moves left",
                                             total),
                          left, total);
  if (ability > 0)
    /* TRANSLATORS: the moves a character's ability adds to the card's:
     * "2 of 3 moves left (+1 from Casimir Vell’s ability)" */
    g_string_append_printf (text, _(" (+%d from %s’s ability)"), ability, who);
  if (event > 0)
    /* TRANSLATORS: the moves the day's event card adds to the card's */
    g_string_append_printf (text, _(" (+%d from the day’s event)"), event);
  if (extra_total > 0)
    /* TRANSLATORS: extra moves along the path types an ability or event
     * names, after the card's moves: "2 of 3 moves left, 1 of 1 extra move" */
    g_string_append_printf (text, g_dngettext (NULL, ", %d of %d extra move",
                                               ", %d of %d extra moves", extra_total),
                            extra_left, extra_total);
  /* TRANSLATORS: the moves left, then what to do: "2 of 3 moves left. Move: click …" */
  return g_strdup_printf (_("%s. %s"), text->str, step_prompt (WM_STEP_MOVE));
}

/* The prompts of a game under way, the human's (step_prompt ()) and the
 * bots': German and Italian ones take two or three lines where English
 * takes one. Those of a finished game, and errors, make room for
 * themselves if they need more. */
static GStrv
prompt_texts (void)
{
  static const char *const others[] = { BOT_THINKING,       BOT_TO_MOVE,  NOT_THIS_SPACE,
                                        REVIEWING,          NO_MOVE_CARD, NO_MOVE_HIGHWAYMAN,
                                        NO_MOVES_LEFT,      HW_NO_MOVES_LEFT, HW_NO_MOVE };
  g_autoptr (GStrvBuilder) texts = g_strv_builder_new ();
  /* A long name of the base game's characters. */
  g_autofree char *hand_over = g_strdup_printf (_(HAND_OVER_PROMPT), "Bartholomew Holloway");
  /* Moves with what the base game adds to them: yellow's ability, the
   * others' extra moves on a path type, an event's (an ability and an
   * event both adding to one move is rarer: that prompt may take a line
   * more). */
  g_autofree char *moves = moves_left_text (3, 4, 1, 0, 0, 0, "Casimir Vell");
  g_autofree char *extra = moves_left_text (3, 3, 0, 0, 1, 1, NULL);
  g_autofree char *event = moves_left_text (3, 4, 0, 1, 1, 1, NULL);

  for (WmStep step = WM_STEP_PLAN; step <= WM_STEP_DISPLACE; step++)
    g_strv_builder_add (texts, step_prompt (step));
  for (guint i = 0; i < G_N_ELEMENTS (others); i++)
    g_strv_builder_add (texts, _(others[i]));
  g_strv_builder_add (texts, hand_over);
  g_strv_builder_add (texts, moves);
  g_strv_builder_add (texts, extra);
  g_strv_builder_add (texts, event);
  return g_strv_builder_end (texts);
}

/* ---- applying ----------------------------------------------------------------- */

static void
apply_choice (WmPlaytestPage *self, const WmChoice *choice)
{
  g_autoptr (GError) error = NULL;

  if (!wm_play_session_apply (self->session, choice, &error))
    {
      set_prompt (self, error->message);
      return;
    }
  update (self);
}

static void
choice_clicked_cb (GtkButton *button, WmPlaytestPage *self)
{
  const WmChoice *choice = g_object_get_data (G_OBJECT (button), "wm-choice");

  apply_choice (self, choice);
}

/* The space a choice leads to on the board, or -1. */
static int
choice_target (WmPlaytestPage *self, const WmGameState *state, const WmChoice *c)
{
  const WmMap *map = wm_game_map (wm_play_session_game (self->session));

  switch (c->kind)
    {
    case WM_CHOICE_STEP:
    case WM_CHOICE_HW_STEP:
      return map->exits[c->a].to;
    case WM_CHOICE_HOP:
    case WM_CHOICE_HW_HOP:
      return c->a;
    case WM_CHOICE_DISPLACE:
      return c->b;
    case WM_CHOICE_HW_PICK:
      return state->highwaymen[c->a];
    default:
      return -1;
    }
}

static gboolean
apply_reach (WmPlaytestPage *self, int space)
{
  int player = deciding_human (self);

  if (self->reach == NULL || gtk_check_button_get_active (self->step_by_step))
    return FALSE;
  for (guint i = 0; i < self->reach->len; i++)
    {
      const WmReach *r = &g_array_index (self->reach, WmReach, i);
      WmChoice stop = { .kind = WM_CHOICE_STOP, .player = player };
      const WmGameState *state;

      if (r->space != space)
        continue;
      for (int s = 0; s < r->n_steps; s++)
        if (!wm_play_session_apply (self->session, &r->steps[s], NULL))
          break;
      /* Going to the target ends the move there, as a player who puts the
       * pawn down does; a move the rules end on their own is already over. */
      state = wm_play_session_state (self->session);
      if (deciding_human (self) == player
          && state->step == WM_STEP_MOVE && wm_game_is_legal (wm_play_session_game (self->session), state, &stop))
        wm_play_session_apply (self->session, &stop, NULL);
      update (self);
      return TRUE;
    }
  return FALSE;
}

static void
space_clicked_cb (WmPlaytestPage *self, int space)
{
  WmChoice choices[WM_GAME_MAX_CHOICES];
  const WmGameState *state;
  int player, n;

  self->keyed = FALSE;
  if (self->session == NULL || (player = deciding_human (self)) < 0)
    return;
  if (apply_reach (self, space))
    return;
  state = wm_play_session_state (self->session);
  n = wm_game_legal_choices (wm_play_session_game (self->session), state, player, choices,
                             G_N_ELEMENTS (choices));
  for (int i = 0; i < n; i++)
    if (choice_target (self, state, &choices[i]) == space)
      {
        apply_choice (self, &choices[i]);
        return;
      }
  /* Nothing to click: why stays said. */
  set_prompt (self, self->why_no_move != NULL ? self->why_no_move : _(NOT_THIS_SPACE));
}

/* ---- bots --------------------------------------------------------------------- */

typedef struct
{
  WmBot *bot;
  WmGame *game;
  WmGameState state;
  int player;
  guint generation;
  WmChoice choice;
} BotTask;

static void
bot_task_free (BotTask *task)
{
  wm_game_unref (task->game);
  g_free (task);
}

static void
bot_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  BotTask *bt = data;

  wm_bot_decide (bt->bot, bt->game, &bt->state, bt->player, &bt->choice);
  g_task_return_boolean (task, TRUE);
}

static void
bot_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  WmPlaytestPage *self = WM_PLAYTEST_PAGE (source);
  BotTask *bt = g_task_get_task_data (G_TASK (result));

  self->busy = FALSE;
  g_ptr_array_set_size (self->stale, 0);
  if (self->disposed)
    return;
  /* A new game or an undo may have come in while the bot thought. */
  if (self->session != NULL && bt->generation == self->generation)
    apply_choice (self, &bt->choice);
  else
    update (self);
}

static gboolean
bot_step (WmPlaytestPage *self)
{
  const WmGameState *state;
  GTask *task;
  BotTask *bt;
  int p;

  if (self->session == NULL || self->busy || wm_play_session_reviewing (self->session))
    return FALSE;
  state = wm_play_session_state (self->session);
  p = wm_game_to_move (state);
  if (p < 0 || wm_play_session_bot (self->session, p) == NULL)
    return FALSE;
  bt = g_new0 (BotTask, 1);
  bt->bot = wm_play_session_bot (self->session, p);
  bt->game = wm_game_ref (wm_play_session_game (self->session));
  bt->state = *state;
  bt->player = p;
  bt->generation = self->generation;
  self->busy = TRUE;
  task = g_task_new (self, NULL, bot_done_cb, NULL);
  g_task_set_task_data (task, bt, (GDestroyNotify) bot_task_free);
  g_task_run_in_thread (task, bot_thread);
  g_object_unref (task);
  gtk_widget_set_sensitive (self->step_button, FALSE);
  gtk_widget_set_sensitive (self->sundown_button, FALSE);
  return TRUE;
}

/* R7-10 of review 7: a 3-player day is 50–70 decisions, minutes at Play's
 * delay. "To the end of the day" lets the bots decide one after the other
 * without the delay (each still in its worker thread, so the window
 * stays live) until the day changes, a human is to decide, or the game is
 * over; called after each decision while it runs. */
static void
continue_to_sundown (WmPlaytestPage *self)
{
  const WmGameState *state;

  if (!self->to_sundown || self->busy)
    return;
  state = wm_play_session_state (self->session);
  if (state->day != self->sundown_day || wm_game_is_over (state) || !bot_step (self))
    self->to_sundown = FALSE;
}

static void
sundown_cb (WmPlaytestPage *self)
{
  if (self->session == NULL || self->busy)
    return;
  /* Then stop: the designer looks at the evening before going on. */
  wm_playtest_page_set_playing (self, FALSE);
  self->sundown_day = wm_play_session_state (self->session)->day;
  self->to_sundown = bot_step (self);
}

static gboolean
bot_timeout_cb (gpointer data)
{
  WmPlaytestPage *self = data;

  self->timeout_id = 0;
  if (self->playing)
    bot_step (self);
  return G_SOURCE_REMOVE;
}

/* The bots' timer runs after what shows the last decision: GTK's layout
 * and drawing (GDK_PRIORITY_REDRAW) and the log's scroll to its last line
 * (scroll_log_to_end (), an idle). At the default priority a delay of 0 ms
 * kept them waiting while the bots played: the log stayed hundreds of
 * lines behind the decisions, at a table of bots at its first line until
 * they stopped (review k, 2). */
#define BOT_PRIORITY (G_PRIORITY_DEFAULT_IDLE + 10)

/* While playing, the next bot decision comes after the delay; the main loop
 * keeps running meanwhile and the bot itself thinks in a worker thread. */
static void
schedule_bot (WmPlaytestPage *self)
{
  if (!self->playing || self->timeout_id != 0 || self->busy || self->session == NULL)
    return;
  self->timeout_id = g_timeout_add_full (BOT_PRIORITY, self->delay_ms, bot_timeout_cb, self, NULL);
}

void
wm_playtest_page_set_playing (WmPlaytestPage *self, gboolean playing)
{
  g_return_if_fail (WM_IS_PLAYTEST_PAGE (self));
  if (self->playing == playing)
    return;
  self->playing = playing;
  self->to_sundown = FALSE;
  if (!playing)
    g_clear_handle_id (&self->timeout_id, g_source_remove);
  update (self);
}

void
wm_playtest_page_set_delay (WmPlaytestPage *self, guint delay_ms)
{
  g_return_if_fail (WM_IS_PLAYTEST_PAGE (self));
  self->delay_ms = delay_ms;
  gtk_range_set_value (GTK_RANGE (self->speed), delay_ms);
}

gboolean
wm_playtest_page_is_busy (WmPlaytestPage *self)
{
  return self->busy;
}

/* ---- updating the view -------------------------------------------------------- */

/* Rings @names on the board, and only them. */
static void
ring_spaces (WmPlaytestPage *self, GPtrArray *names)
{
  WmRenderOverlay *overlay = wm_board_view_get_overlay (self->board);

  wm_render_overlay_clear (overlay);
  for (guint i = 0; i < names->len; i++)
    wm_render_overlay_highlight (overlay, g_ptr_array_index (names, i));
  wm_board_view_refresh (self->board);
}

/* The spaces of a reach query's answer, by name. */
static GPtrArray *
reach_names (const WmMap *map, GArray *reach)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < reach->len; i++)
    g_ptr_array_add (names, wm_map_space_name (map, g_array_index (reach, WmReach, i).space));
  return names;
}

/* Whether a move can end on @space by @reach (wm_game_reach ()'s). */
static gboolean
reach_has (GArray *reach, int space)
{
  for (guint i = 0; i < reach->len; i++)
    if (g_array_index (reach, WmReach, i).space == space)
      return TRUE;
  return FALSE;
}

static void
update_overlay (WmPlaytestPage *self, const WmGameState *view, int human,
                const WmChoice *choices, int n)
{
  WmGame *game = wm_play_session_game (self->session);
  const WmMap *map = wm_game_map (game);

  g_clear_pointer (&self->reach, g_array_unref);
  g_clear_pointer (&self->base_highlights, g_ptr_array_unref);
  self->shown_card = -1;
  /* At the start of a move the whole reach of the card is shown; once the
   * character has left its space, the next steps. */
  if (human >= 0 && view->step == WM_STEP_MOVE && !view->t.moved && view->t.card != WM_GAME_NONE)
    {
      self->reach = wm_game_reach (game, view, human, view->t.card, view->players[human].marker == view->turn);
      self->base_highlights = reach_names (map, self->reach);
    }
  else
    self->base_highlights = g_ptr_array_new_with_free_func (g_free);
  for (int i = 0; human >= 0 && i < n; i++)
    {
      int target = choice_target (self, view, &choices[i]);

      /* Where the card's reach is ringed, a first step that cannot end
       * the move (onto a highwayman the day's Toll Paid lets the move pass)
       * is not ringed like the spaces it can end on (review k, 10). */
      if (target >= 0 && self->reach != NULL
          && (choices[i].kind == WM_CHOICE_STEP || choices[i].kind == WM_CHOICE_HOP)
          && !gtk_check_button_get_active (self->step_by_step) && !reach_has (self->reach, target))
        continue;
      if (target >= 0)
        g_ptr_array_add (self->base_highlights, wm_map_space_name (map, target));
    }
  ring_spaces (self, self->base_highlights);
}

/* While a card choice is pointed at or has the keyboard, the board rings
 * the spaces that card could take the human's character to from where it
 * stands now: the rules engine's reach query on the player's view of the
 * game, so nothing hidden from the player shows through. One query per
 * card pointed at, answered in well under a millisecond. */
static void
show_card_reach (WmPlaytestPage *self, int card)
{
  WmGame *game;
  WmGameState view;
  g_autoptr (GArray) reach = NULL;
  g_autoptr (GPtrArray) names = NULL;
  int human;

  if (self->session == NULL || card == self->shown_card
      || (human = deciding_human (self)) < 0)
    return;
  game = wm_play_session_game (self->session);
  wm_game_view (game, wm_play_session_state (self->session), human, &view);
  reach = wm_game_reach (game, &view, human, card, FALSE);
  names = reach_names (wm_game_map (game), reach);
  self->shown_card = card;
  ring_spaces (self, names);
}

/* Back to what the decision itself rings once no card is pointed at. */
static void
hide_card_reach (WmPlaytestPage *self, int card)
{
  if (card != self->shown_card || self->base_highlights == NULL)
    return;
  self->shown_card = -1;
  ring_spaces (self, self->base_highlights);
}

/* A decision's label wraps rather than widen the side panel (the board
 * and the buttons under the pointer would move after every decision), and
 * is cut short, whole in the tooltip, only after a fourth line: a card's
 * name with its bid and what the decision does with it read whole beside
 * its strip in the side panel at its narrowest, a German or an Italian
 * one too ("Alte Kutschenstraße (80 · 1) für den Morgen" takes four lines
 * at 1024 px; cut after three, the turn or the pile was lost, review 21,
 * R21-5). */
static void
setup_choice_label (GtkLabel *label)
{
  gtk_label_set_wrap (label, TRUE);
  gtk_label_set_wrap_mode (label, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_ellipsize (label, PANGO_ELLIPSIZE_END);
  gtk_label_set_lines (label, 4);
  gtk_label_set_justify (label, GTK_JUSTIFY_CENTER);
}

/* The card a decision is about, drawn beside its words: the movement card
 * a plan decision puts somewhere (bid, a turn, aside), the common quest
 * taken, the side quest given up; or -1. */
static int
choice_card (const WmGame *game, const WmChoice *c)
{
  switch (c->kind)
    {
    case WM_CHOICE_PLAN_BID:
    case WM_CHOICE_PLAN_TURN:
    case WM_CHOICE_PLAN_ASIDE:
    case WM_CHOICE_TAKE_QUEST:
    case WM_CHOICE_DISCARD: return wm_card_thumb_shows (game, c->a) ? c->a : -1;
    default: return -1;
    }
}

static gboolean
is_movement (const WmGame *game, int card)
{
  WmDeckKind kind = wm_game_card_kind (game, card);

  return kind == WM_DECK_MOVEMENT || kind == WM_DECK_COMMON_MOVEMENT;
}

/* The height of a card drawn in its decision button. */
#define THUMB_HEIGHT 52

static int
button_card (GtkEventController *controller)
{
  GtkWidget *button = gtk_event_controller_get_widget (controller);

  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "wm-card")) - 1;
}

static void
pointer_enter_cb (GtkEventController *controller, double x, double y, WmPlaytestPage *self)
{
  show_card_reach (self, button_card (controller));
}

static void
focus_enter_cb (GtkEventController *controller, WmPlaytestPage *self)
{
  show_card_reach (self, button_card (controller));
}

/* The pointer leaving a card's button goes back to the card whose button
 * has the keyboard, if any: the one Enter would choose. */
static void
card_leave_cb (GtkEventController *controller, WmPlaytestPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int focused = focus != NULL && focus != gtk_event_controller_get_widget (controller)
                    ? GPOINTER_TO_INT (g_object_get_data (G_OBJECT (focus), "wm-card")) - 1
                    : -1;

  if (focused >= 0)
    show_card_reach (self, focused);
  else
    hide_card_reach (self, button_card (controller));
}

static void
add_card_controller (GtkWidget *button, GtkEventController *controller, GCallback enter,
                     WmPlaytestPage *self)
{
  g_signal_connect (controller, "enter", enter, self);
  g_signal_connect (controller, "leave", G_CALLBACK (card_leave_cb), self);
  gtk_widget_add_controller (button, controller);
}

/* A decision about a card: the card drawn beside its words (a strip of
 * what it says, wm_card_thumb_new ()), large as printed above its words
 * in the tooltip (the arrows and path types read at a glance), and for
 * a movement card its reach on the board while pointed at or focused. */
static GtkWidget *
card_button_new (WmPlaytestPage *self, WmGame *game, int card, const char *text)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *label = gtk_label_new (text);

  setup_choice_label (GTK_LABEL (label));
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_LEFT);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), wm_card_thumb_new (game, card, THUMB_HEIGHT, FALSE));
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  wm_card_thumb_set_tooltip (button, game, card, text);
  if (!is_movement (game, card))
    return button;
  g_object_set_data (G_OBJECT (button), "wm-card", GINT_TO_POINTER (card + 1));
  add_card_controller (button, gtk_event_controller_motion_new (), G_CALLBACK (pointer_enter_cb),
                       self);
  add_card_controller (button, gtk_event_controller_focus_new (), G_CALLBACK (focus_enter_cb), self);
  return button;
}

static GtkWidget *
choice_button_new (WmPlaytestPage *self, WmGame *game, const WmChoice *choice, const char *text)
{
  int card = choice_card (game, choice);
  GtkWidget *button;

  if (card >= 0)
    button = card_button_new (self, game, card, text);
  else
    {
      button = gtk_button_new_with_label (text);
      setup_choice_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
    }
  gtk_widget_set_tooltip_text (button, text);
  return button;
}

/* The widget with the keyboard focus in the page's window, or NULL. */
static GtkWidget *
window_focus (WmPlaytestPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return root != NULL ? gtk_root_get_focus (root) : NULL;
}

/* Whether the keyboard is on the decision panel: on a decision button or
 * on the box that holds them while bots play (see update_choices ()). */
static gboolean
focus_in_choices (WmPlaytestPage *self, GtkWidget *focus)
{
  return focus != NULL && (focus == self->choices || gtk_widget_is_ancestor (focus, self->choices));
}

/* Whether the next decision's first button may take the keyboard focus:
 * only while the page is shown, and when the focus is on the decision
 * panel or nowhere; when the decision has just become the human's
 * (@fresh: a new game, the bots' turns played, an undo or a redo) also
 * from anywhere else in the window but a text field. Before, the focus
 * stayed where the bots' turns had left it (the toolbar's Play), and Tab,
 * Enter went on to a file chooser in the middle of a game (R5 of review
 * 6). Never from another page. */
static gboolean
choices_may_take_focus (WmPlaytestPage *self, gboolean fresh)
{
  GtkWidget *focus = window_focus (self);

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  if (focus == NULL || focus_in_choices (self, focus))
    return TRUE;
  return fresh && !GTK_IS_EDITABLE (focus);
}

/* The keyboard on the first decision button, so that Enter or Space makes
 * it and Tab or the arrows reach the others; once the game is over (the
 * summary in the buttons' place) on the summary's New Game…, so that Enter
 * sets up the next game; when the bots are to move and wait (the human's
 * plan made, Play not on) on Play, so that Enter or Space lets them go on
 * (review 8, R8-2: the keyboard was nowhere, and only a click went on). */
static void
focus_first_choice (WmPlaytestPage *self)
{
  GtkFlowBoxChild *first = gtk_flow_box_get_child_at_index (GTK_FLOW_BOX (self->choices), 0);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (gtk_widget_get_visible (GTK_WIDGET (self->summary)))
    gtk_widget_grab_focus (wm_game_summary_get_new_game_button (self->summary));
  else if (first != NULL && gtk_widget_get_visible (self->choices_scroll))
    gtk_widget_grab_focus (gtk_flow_box_child_get_child (first));
  else if (!self->playing && !self->busy && gtk_widget_get_sensitive (self->step_button))
    gtk_widget_grab_focus (self->play_button);
  else
    return;
  /* GTK shows the focus ring after Tab and the arrows, not after Enter or
   * Space, and hides it on a click: a designer who clicked once and then
   * went on with Enter would not see which button the next Enter makes. */
  if (self->keyed && GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
}

/* A click on a decision button or on the board: the pointer decides. */
static void
choices_pressed_cb (GtkGestureClick *click, int n_press, double x, double y,
                    WmPlaytestPage *self)
{
  self->keyed = FALSE;
}

/* The keyboard's place shown when a decision becomes the human's: after
 * the bots' turns the focus is on the first decision, where Enter makes it
 * (a designer used to Tab first to get there would otherwise go one
 * further without seeing it). */
static void
show_focus_ring (WmPlaytestPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (GTK_IS_WINDOW (root) && focus_in_choices (self, gtk_root_get_focus (root)))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
}

/* Tab on the last decision goes round to the first rather than on out of
 * the panel: past the log the window's Tab order starts again at the
 * header bar, whose first button opens a file chooser, and Tab, Enter
 * from a decision opened it in the middle of a game. Shift+Tab still
 * leaves for the toolbar, whose nearest controls go through the game's
 * decisions, not its files. */
static gboolean
tab_round (WmPlaytestPage *self)
{
  GtkWidget *last = gtk_widget_get_last_child (self->choices);

  if (last == NULL || window_focus (self) != gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (last)))
    return FALSE;
  focus_first_choice (self);
  return TRUE;
}

/* The arrows move the keyboard from decision button to button in the
 * direction pressed, and not out of the panel. (The flow box's own arrow
 * keys follow its cursor, which a button given the focus by
 * focus_first_choice () leaves where it was.) */
static gboolean
choices_key_cb (GtkEventControllerKey *key, guint keyval, guint keycode, GdkModifierType state,
                WmPlaytestPage *self)
{
  GtkDirectionType direction;

  self->keyed = TRUE;
  if (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      direction = GTK_DIR_LEFT;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      direction = GTK_DIR_RIGHT;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      direction = GTK_DIR_UP;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      direction = GTK_DIR_DOWN;
      break;
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
      return tab_round (self);
    default:
      return FALSE;
    }
  gtk_widget_child_focus (self->choices, direction);
  return TRUE;
}

/* The flow box keeps the child its keyboard cursor was last on (set by
 * Tab and the arrows) after that child is removed: GtkFlowBox does not
 * forget it in gtk_flow_box_remove (), and every decision removes all of
 * them. Enter or Space on the box itself, which holds the keyboard while
 * the bots play (update_choices ()), then "activated" that freed child:
 * GTK grabbed the focus for it (a GLib cast warning and a critical each
 * time) and, once its memory was reused, crashed (review k, 1). The
 * decision buttons take Enter and Space themselves, and the arrows are
 * choices_key_cb ()'s; so the box's own key bindings that read the cursor
 * are stopped. Home and End (the box's ends) do not read it and stay. */
static void
choices_cursor_cb (GtkFlowBox *box, WmPlaytestPage *self)
{
  g_signal_stop_emission_by_name (box, "activate-cursor-child");
}

static void
choices_toggle_cb (GtkFlowBox *box, WmPlaytestPage *self)
{
  g_signal_stop_emission_by_name (box, "toggle-cursor-child");
}

static gboolean
choices_move_cb (GtkFlowBox *box, GtkMovementStep step, int count, gboolean extend, gboolean modify,
                 WmPlaytestPage *self)
{
  if (step == GTK_MOVEMENT_BUFFER_ENDS)
    return FALSE;
  g_signal_stop_emission_by_name (box, "move-cursor");
  return TRUE;
}

/* The card drawn on the decision button @button, or NULL. */
static GtkWidget *
choice_thumb (GtkWidget *button)
{
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));

  return GTK_IS_BOX (child) ? gtk_widget_get_first_child (child) : NULL;
}

static void
update_choices (WmPlaytestPage *self, const WmGameState *view, const WmChoice *choices, int n)
{
  g_autoptr (GtkSizeGroup) strips = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);
  GtkWidget *child;

  /* The buttons are about to go: a focused one would leave the keyboard
   * nowhere (GTK hands it on once the button is gone), and Enter would do
   * nothing. The box keeps it meanwhile, so the next decision's first
   * button can take it back (focus_first_choice ()), also after the bots'
   * turns in between. */
  if (focus_in_choices (self, window_focus (self)))
    gtk_widget_grab_focus (self->choices);
  while ((child = gtk_widget_get_first_child (self->choices)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->choices), child);
  for (int i = 0; i < n; i++)
    {
      WmGame *game = wm_play_session_game (self->session);
      g_autofree char *label = choice_label (self, game, view, &choices[i]);
      GtkWidget *button = choice_button_new (self, game, &choices[i], label);
      GtkWidget *thumb = choice_thumb (button);
      WmChoice *copy = g_memdup2 (&choices[i], sizeof (WmChoice));

      /* The cards' strips as wide as the widest of this list, so that the
       * words beside them start at one place and get the room the strips
       * leave (every strip took the width of one with arrows, path types
       * and steps: some 44 px of a narrow label's room stayed empty beside
       * the hand's own cards, which have no path types). */
      if (thumb != NULL)
        gtk_size_group_add_widget (strips, thumb);
      g_object_set_data_full (G_OBJECT (button), "wm-choice", copy, g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->choices), button);
      /* Tab and the arrows go from button to button, not first to the
       * box's cell around each. */
      gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
    }
}

static char *player_name (WmGame *game, int player);

static void
hand_over_cb (GtkButton *button, WmPlaytestPage *self)
{
  self->retaken = TRUE;
  wm_play_session_hand_over (self->session);
  update (self);
}

/* Hot seat: in place of the decision buttons, the one the next human
 * clicks once at the screen; until then the page shows what the whole
 * table knows, no hand or plan. */
static void
show_hand_over (WmPlaytestPage *self, int player)
{
  g_autofree char *who = player_name (wm_play_session_game (self->session), player);
  g_autofree char *text = g_strdup_printf (_(HAND_OVER_READY), who);
  GtkWidget *button = gtk_button_new_with_label (text);

  setup_choice_label (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
  gtk_widget_set_name (button, "hand-over");
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect (button, "clicked", G_CALLBACK (hand_over_cb), self);
  gtk_flow_box_append (GTK_FLOW_BOX (self->choices), button);
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
}

/* Whether the card planned for @turn by @player (as the state @before its
 * choice had it) has been turned face up by @now. */
static gboolean
turned_up (const WmGameState *before, const WmGameState *now, int player, int turn)
{
  if (now->day > before->day || wm_game_is_over (now))
    return TRUE;
  if (now->t.stage == WM_STAGE_PLAN)
    return FALSE;
  return turn < now->turn || (turn == now->turn && now->players[player].order <= now->turn_slot);
}

/* A log line as @viewer may read it now: what another player bid stays
 * face down while the day is planned, the cards and marker turn planned
 * until their turn comes, a card set aside or a side quest discarded
 * always, as on the board and the panels (-1: a table of bots, or a game
 * whose cards were revealed, shows everything; WM_PLAY_VIEW_PUBLIC, between
 * two humans' turns at one screen: every player's face down). @before is
 * the state the choice was made in. */
/* isolated: the log's lines start with the name */
static char *
player_name (WmGame *game, int player)
{
  const WmVariant *variant = wm_game_variant (game);
  const WmCharacter *ch = g_ptr_array_index (variant->characters, wm_game_character (game, player));
  const char *lang = wm_variant_display_language (variant);
  const char *name = wm_text_get (&ch->name, lang, lang);

  return wm_text_isolate (name && *name ? name : ch->id);
}

static char *
log_line (WmPlaytestPage *self, WmGame *game, const WmChoice *c, const WmGameState *before,
          const WmGameState *now, int viewer)
{
  g_autofree char *who = NULL;
  gboolean hidden = FALSE;

  if (viewer != -1 && c->player != viewer && !wm_game_is_over (now))
    switch (c->kind)
      {
      case WM_CHOICE_PLAN_BID:
        hidden = now->day == before->day && now->t.stage == WM_STAGE_PLAN;
        break;
      case WM_CHOICE_PLAN_TURN:
        for (int t = 0; t < WM_GAME_MAX_TURNS && !hidden; t++)
          if (before->players[c->player].plan[t] == WM_GAME_NONE)
            {
              hidden = !turned_up (before, now, c->player, t);
              break;
            }
        break;
      case WM_CHOICE_PLAN_MARKER:
        hidden = !turned_up (before, now, c->player, c->a);
        break;
      case WM_CHOICE_PLAN_ASIDE:
      case WM_CHOICE_DISCARD:
        hidden = TRUE;
        break;
      default:
        break;
      }
  who = player_name (game, c->player);
  if (!hidden)
    {
      /* In the words of the decision buttons, said by the one who chose. */
      g_autofree char *what = choice_label (self, game, before, c);
      /* TRANSLATORS: a line of the game log: who chose, and what */
      return g_strdup_printf (_("%s: %s"), who, what);
    }
  switch (c->kind)
    {
    case WM_CHOICE_PLAN_BID: return g_strdup_printf (_("%s bids a card, face down"), who);
    case WM_CHOICE_PLAN_TURN: return g_strdup_printf (_("%s plans a card, face down"), who);
    case WM_CHOICE_PLAN_MARKER: return g_strdup_printf (_("%s places the highwayman marker, face down"), who);
    case WM_CHOICE_PLAN_ASIDE: return g_strdup_printf (_("%s sets a card aside, face down"), who);
    default: return g_strdup_printf (_("%s discards a side quest, face down"), who);
    }
}

/* What @g paid @player, naming the card or place, in the designer's words
 * (wm_gold_attribute ()); NULL for a quest completed for no gold. */
static char *
gain_text (WmPlaytestPage *self, WmGame *game, int player, const WmGoldGain *g)
{
  const char *place = g->space >= 0 ? place_names (self, game)[g->space] : "";
  g_autofree char *card = g->card != WM_GAME_NONE ? wm_play_card_name (game, g->card) : NULL;
  g_autofree char *who = player_name (game, player);
  g_autofree char *what = NULL;

  if (g->amount == 0)
    return NULL;
  switch (g->source)
    {
    case WM_GOLD_COMMON_QUEST:
      what = g_strdup_printf (_("%+d gold for the common quest “%s”"), g->amount, card);
      break;
    case WM_GOLD_PERSONAL_QUEST:
      what = g_strdup_printf (_("%+d gold for the personal quest “%s”"), g->amount, card);
      break;
    case WM_GOLD_SIDE_QUEST:
      what = g_strdup_printf (_("%+d gold for the side quest “%s”"), g->amount, card);
      break;
    case WM_GOLD_WEAPON:
      what = g_strdup_printf (_("%+d gold for a weapon at %s"), g->amount, place);
      break;
    case WM_GOLD_DISCOVERY:
      what = g_strdup_printf (_("%+d gold for discovering %s"), g->amount, place);
      break;
    default:
      if (g->space >= 0)
        /* TRANSLATORS: gold a character's ability pays for entering an inn or a secret place */
        return g_strdup_printf (_("%+d gold from %s’s ability at %s"), g->amount, who, place);
      if (card == NULL)
        return g_strdup_printf (_("%+d gold bonus"), g->amount);
      if (g->amount < 0)
        /* TRANSLATORS: the day's event paid this much less than the quest, weapon or place prints */
        return g_strdup_printf (_("%d gold less from the day’s event “%s”"), -g->amount, card);
      return g_strdup_printf (_("%+d gold from the day’s event “%s”"), g->amount, card);
    }
  if (g->ability == 0)
    return g_steal_pointer (&what);
  /* TRANSLATORS: a payment, and how much of it a character's ability added */
  return g_strdup_printf (_("%s (%+d of it from %s’s ability)"), what, g->ability, who);
}

/* Where the gold of the decision @c took @before to @after came from, for
 * every player it paid, its parts one after the other; NULL when it paid
 * none. A player other than the one who chose is named. */
static char *
gold_text (WmPlaytestPage *self, WmGame *game, const WmChoice *c, const WmGameState *before,
           const WmGameState *after)
{
  char *text = NULL;

  for (int p = 0; p < after->n_players; p++)
    {
      WmGoldGain gains[WM_GOLD_MAX_GAINS];
      int n = wm_gold_attribute_states (game, p, before, after, c, gains);
      for (int i = 0; i < n; i++)
        {
          g_autofree char *part = gain_text (self, game, p, &gains[i]);
          g_autofree char *was = text;
          if (part == NULL)
            {
              text = g_steal_pointer (&was);
              continue;
            }
          if (p != c->player)
            {
              g_autofree char *who = player_name (game, p);
              g_autofree char *plain = g_steal_pointer (&part);
              /* TRANSLATORS: gold paid to another player than the one who chose: who, and what */
              part = g_strdup_printf (C_("gold", "%s: %s"), who, plain);
            }
          /* TRANSLATORS: two payments of one decision, one after the other */
          text = was != NULL ? g_strdup_printf (C_("gold", "%s; %s"), was, part) : g_steal_pointer (&part);
        }
    }
  return text;
}

/* What decides which lines are face down: who reads, and how far the game
 * has come (planning, each turn). */
static guint64
reveal_key (const WmGameState *now, int viewer)
{
  return ((guint64) (viewer + 2) << 48) | ((guint64) now->day << 16) | ((guint64) now->turn << 8)
         | ((guint64) now->turn_slot << 1) | (now->t.stage == WM_STAGE_PLAN)
         | ((guint64) wm_game_is_over (now) << 47);
}

static gboolean
scroll_log_cb (gpointer data)
{
  GtkListView *view = data;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (view)));

  if (n > 0)
    gtk_widget_activate_action (GTK_WIDGET (view), "list.scroll-to-item", "u", n - 1);
  return G_SOURCE_REMOVE;
}

/* Shows the log's last line once the list has laid out the lines just
 * added: scrolled at once, a list that got hundreds of lines in one go (a
 * log opened) showed only its first line until scrolled by hand. */
static void
scroll_log_to_end (WmPlaytestPage *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, scroll_log_cb, g_object_ref (self->log_view),
                   g_object_unref);
}

/* Replaces @n_removed lines of the log from @at on by the @n @texts. */
static void
splice_log (WmPlaytestPage *self, guint at, guint n_removed, gpointer *texts, guint n)
{
  g_autofree const char **list = g_new0 (const char *, n + 1);

  memcpy (list, texts, n * sizeof *list);
  gtk_string_list_splice (self->log_model, at, n_removed, list);
}

/* Puts @lines, the log's lines from @from on, in the model after its
 * first @from lines, and ends the log there. A line that reads as before
 * keeps its row: the list view holds rows for some 200 lines around the
 * ones in view (GTK 4.8), each wrapped to the column's width, and a turn
 * that turns a few cards face up rewrote all of them, whose layout then
 * cost more than the rest of the page's work for the decision. Each run of
 * changed lines is replaced at once. */
static void
set_log_lines (WmPlaytestPage *self, guint from, GPtrArray *lines)
{
  guint have = g_list_model_get_n_items (G_LIST_MODEL (self->log_model));
  guint keep = MIN (have, from + lines->len);

  for (guint i = from; i < keep;)
    {
      guint end = i;

      while (end < keep
             && strcmp (gtk_string_list_get_string (self->log_model, end), lines->pdata[end - from])
                    != 0)
        end++;
      if (end > i)
        splice_log (self, i, end - i, &lines->pdata[i - from], end - i);
      i = end + 1; /* the line at @end reads as before */
    }
  if (have > keep)
    gtk_string_list_splice (self->log_model, keep, have - keep, NULL);
  if (from + lines->len > keep)
    {
      splice_log (self, keep, 0, &lines->pdata[keep - from], from + lines->len - keep);
      scroll_log_to_end (self);
    }
}

/* The number of the log's lines that tell of the first @n of its decisions
 * and the day that begins after them: a day begins with a line of its own
 * (log_day_line ()), before its first decision. */
static guint
log_lines_for (WmPlaytestPage *self, guint n)
{
  const LogEntry *e = (const LogEntry *) self->log_entries->data;
  guint lines = n > 0 ? e[n - 1].line + 1 : 0;

  if (n < self->log_entries->len)
    lines += n == 0 || e[n].day != e[n - 1].day;
  else
    lines = g_list_model_get_n_items (G_LIST_MODEL (self->log_model));
  return lines;
}

/* What the inn or secret place the move of @c ended on gave (a side quest
 * named only to its taker, as the log's other face-down cards; a milepost's
 * card unseen even by its owner), or why a town offered no common quest;
 * NULL for neither. The tile turned over and the side quest taken happen
 * in view of the table (review 25b, 11 and 12). */
static char *
place_text (WmPlaytestPage *self, WmGame *game, const WmChoice *c, const WmGameState *before,
            const WmGameState *after, const WmGameState *now, int viewer)
{
  gboolean shown = viewer == -1 || viewer == c->player || wm_game_is_over (now);
  g_autofree char *quest = NULL;
  const char *place;
  WmPlaceGift gift;

  if (!wm_game_place_gift (game, before, after, c->player, &gift))
    return wm_game_no_quest_reason (game, before, after, c->player);
  place = place_names (self, game)[gift.space];
  if (gift.side_quest != WM_GAME_NONE && shown)
    quest = wm_play_card_name (game, gift.side_quest);
  switch (gift.kind)
    {
    case WM_GIFT_INN:
      /* TRANSLATORS: in the game log, what an inn gave the player whose move
       * ended there (%1$s: the inn, %2$s: the side quest) */
      return quest != NULL ? g_strdup_printf (_("%1$s: the side quest “%2$s”"), place, quest)
                           : g_strdup_printf (_("%s: a side quest, face down"), place);
    case WM_GIFT_SETTLEMENT:
      return quest != NULL
                 ? g_strdup_printf (_("%1$s is a settlement: the side quest “%2$s”"), place, quest)
                 : g_strdup_printf (_("%s is a settlement: a side quest, face down"), place);
    case WM_GIFT_MILEPOST:
      return g_strdup_printf (_("%s is a milepost: a movement card, unseen, on top of the draw pile"),
                              place);
    case WM_GIFT_PORTAL: return g_strdup_printf (_("%s is a portal"), place);
    default: return NULL;
    }
}

/* Where the extra move @c made came from (review 25e, finding 9): the
 * character's ability and the day's event that give extra moves along its
 * path type, each with how many it gives in the turn, as the gold is told
 * ("+1 extra move from Bram Holloway’s ability; +1 extra move from the
 * day’s event “The Mail Coach”"); for a step with the card past the card's
 * own moves, those that add moves with the card (Casimir Vell's in his
 * marker's turn: "+1 extra move from Casimir Vell’s ability"), as the move
 * prompt counts them; NULL for any other decision. Each source keeps its
 * own moves; these are those the step could take
 * (wm_game_extra_move_sources (), wm_game_card_move_sources ()). */
static char *
extra_move_text (WmGame *game, const WmChoice *c, const WmGameState *before)
{
  const WmMap *map = wm_game_map (game);
  g_autofree char *from_ability = NULL, *from_event = NULL;
  int ability, event;

  if (c->kind != WM_CHOICE_STEP || c->a < 0 || c->a >= map->n_exits || before->step != WM_STEP_MOVE)
    return NULL;
  if (c->b == 1)
    wm_game_extra_move_sources (game, before, c->player, map->exits[c->a].type, &ability, &event);
  else
    {
      wm_game_card_move_sources (game, before, c->player, &ability, &event);
      if (before->t.steps_left > ability + event)
        return NULL; /* one of the card's own */
    }
  if (ability > 0)
    {
      g_autofree char *who = player_name (game, c->player);
      /* TRANSLATORS: in the game log, after an extra move: how many extra
       * moves the character's ability gives in the turn */
      from_ability = g_strdup_printf (g_dngettext (NULL, "%+d extra move from %s’s ability",
                                                   "%+d extra moves from %s’s ability", ability),
                                      ability, who);
    }
  if (event > 0)
    {
      g_autofree char *card = wm_play_card_name (game, before->event);
      /* TRANSLATORS: in the game log, after an extra move: how many extra
       * moves the day's event gives in the turn, and its name */
      from_event = g_strdup_printf (g_dngettext (NULL, "%+d extra move from the day’s event “%s”",
                                                 "%+d extra moves from the day’s event “%s”", event),
                                    event, card);
    }
  if (from_ability != NULL && from_event != NULL)
    /* TRANSLATORS: the two sources of an extra move, one after the other */
    return g_strdup_printf (C_("extra move", "%s; %s"), from_ability, from_event);
  if (from_ability == NULL)
    return g_steal_pointer (&from_event);
  return g_steal_pointer (&from_ability);
}

/* @text, and @more after it on the log's line (when not NULL). */
static char *
log_append (char *text, const char *more)
{
  if (more == NULL)
    return text;
  g_autofree char *plain = text;
  /* TRANSLATORS: a line of the game log: the decision, and where an
   * extra move came from, the gold it paid or what a place gave */
  return g_strdup_printf (C_("game log", "%s — %s"), plain, more);
}

/* The day's turn order, at the decision that ended the day's planning
 * and turned the bids up: "turn order: Bram Holloway, Mirela Thorne, …",
 * as the turn-order markers lie (the panels give each player's place);
 * NULL at any other decision. */
static char *
order_text (WmGame *game, const WmGameState *before, const WmGameState *after)
{
  g_autoptr (GString) names = g_string_new (NULL);

  if (before->t.stage != WM_STAGE_PLAN || after->t.stage == WM_STAGE_PLAN
      || after->day != before->day || wm_game_is_over (after))
    return NULL;
  for (int i = 0; i < after->n_players; i++)
    {
      g_autofree char *who = player_name (game, after->turn_order[i]);
      g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", who);
    }
  /* TRANSLATORS: in the game log, after the decision that turned the
   * bids up: the players' names, first to move first */
  return g_strdup_printf (_("turn order: %s"), names->str);
}

/* A decision's line: what was decided, where an extra move came from,
 * the gold it paid, what the place it ended on gave, and the turn order
 * the bids turned up decided. */
static char *
log_decision_line (WmPlaytestPage *self, WmGame *game, guint i, const WmGameState *before,
                   const WmGameState *after, const WmGameState *now, int viewer)
{
  const WmChoice *c = wm_play_session_decision (self->session, (int) i);
  g_autofree char *text = log_line (self, game, c, before, now, viewer);
  g_autofree char *extra = extra_move_text (game, c, before);
  g_autofree char *gold = gold_text (self, game, c, before, after);
  g_autofree char *place = place_text (self, game, c, before, after, now, viewer);
  g_autofree char *order = order_text (game, before, after);

  text = log_append (g_steal_pointer (&text), extra);
  text = log_append (g_steal_pointer (&text), gold);
  text = log_append (g_steal_pointer (&text), place);
  text = log_append (g_steal_pointer (&text), order);
  return g_strdup_printf ("%u. %s", i + 1, text);
}

/* The log, from the session's decisions: written anew when what is face
 * down changes (a turn is played, the game ends), else only its tail, as a
 * game goes on or an undo truncates it. Each line is written from the state
 * before its decision: kept from the last line written, or replayed from
 * the start (microseconds a decision) after a rewrite or an undo. A day's
 * line comes before its first decision, and at the end once the day has
 * begun (its event drawn), before anybody decides in it. */
static void
update_log (WmPlaytestPage *self)
{
  WmGame *game = wm_play_session_game (self->session);
  const WmGameState *now = wm_play_session_state (self->session);
  guint have = self->log_entries->len;
  guint n_lines = g_list_model_get_n_items (G_LIST_MODEL (self->log_model));
  guint want = wm_play_session_n_decisions (self->session);
  int viewer = wm_play_session_viewer (self->session);
  guint64 key = reveal_key (now, viewer);
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  guint from, first_line;
  int day;
  WmGameState before;

  if ((key == self->log_key || want == 0) && want < have)
    {
      guint keep = log_lines_for (self, want);
      self->log_key = key;
      gtk_string_list_splice (self->log_model, keep, n_lines - keep, NULL);
      g_array_set_size (self->log_entries, want);
      return;
    }
  /* Nothing new; but a new session's empty log still lacks its first day. */
  if (key == self->log_key && want == have && n_lines > 0)
    return;
  from = key == self->log_key ? have : 0;
  self->log_key = key;
  if (from > 0 && self->log_tail_game == game && self->log_tail_n == from)
    before = self->log_tail;
  else if (from == 0)
    wm_game_start (game, &before);
  else if (!wm_game_replay (game, wm_play_session_decision (self->session, 0), (int) from, &before,
                            NULL))
    return;
  first_line = from > 0 ? g_array_index (self->log_entries, LogEntry, from - 1).line + 1 : 0;
  day = from > 0 ? g_array_index (self->log_entries, LogEntry, from - 1).day : 0;
  g_array_set_size (self->log_entries, from);
  for (guint i = from; i < want; i++)
    {
      WmGameState after = before;
      if (before.day != day)
        g_ptr_array_add (lines, log_day_line (game, &before));
      day = before.day;
      g_array_append_val (self->log_entries, ((LogEntry) { first_line + lines->len, day }));
      wm_game_apply_listed (game, &after, wm_play_session_decision (self->session, (int) i));
      g_ptr_array_add (lines, log_decision_line (self, game, i, &before, &after, now, viewer));
      before = after;
    }
  if (before.day != day && !wm_game_is_over (&before))
    g_ptr_array_add (lines, log_day_line (game, &before));
  self->log_tail = before;
  self->log_tail_n = want;
  self->log_tail_game = game;
  set_log_lines (self, first_line, lines);
}

/* Lines of the event text shown under the status at most; the rest is in
 * its tooltip. */
#define EVENT_TEXT_LINES 3

/* The event text keeps the height of the game's tallest on every day, with
 * or without an event, so that the board does not move; a game without
 * event texts gives it none. On a day without one (the first, or at game
 * over) its empty room goes under the prompt: the prompt stands under the
 * day's heading it goes with, not 50 px below it (review 20, R20-6). */
static void
show_event_text (WmPlaytestPage *self, const char *text)
{
  gtk_label_set_text (self->event_text, text);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->event_text), *text ? text : NULL);
  gtk_box_reorder_child_after (GTK_BOX (gtk_widget_get_parent (self->event_box)), self->event_box,
                               *text ? self->status_box : self->prompt_box);
}

/* The texts of @game's event cards in @lang, NULL where it has none. */
static GStrv
event_texts (WmGame *game, const char *lang)
{
  const WmVariant *variant = wm_game_variant (game);
  int deck = wm_game_dealt_deck (variant, WM_DECK_EVENT);
  const WmDeck *events = deck >= 0 ? g_ptr_array_index (variant->decks, deck) : NULL;
  g_autoptr (GStrvBuilder) texts = g_strv_builder_new ();
  gboolean any = FALSE;

  for (int i = 0; events != NULL && i < wm_game_n_cards (game); i++)
    if (wm_game_card_deck (game, i) == events)
      {
        const char *text = wm_text_get (&wm_game_card (game, i)->text, lang, lang);

        any = any || (text != NULL && *text);
        g_strv_builder_add (texts, text != NULL ? text : "");
      }
  return any ? g_strv_builder_end (texts) : NULL;
}

/* The day's event as the status line names it: its name, and its id when
 * another card of the game has that name in @lang as validation compares
 * names (wm_text_same_name ()), so that the line tells which of them is in
 * play (validation warns of the clash, card-name-duplicate). */
static char *
event_name (WmGame *game, int event, const char *lang)
{
  char *name = wm_play_card_name (game, event);
  g_autofree char *key = NULL; /* the name as wm_text_same_name () compares it */
  const WmCard *card;

  if (event == WM_GAME_NONE || event < 0 || event >= wm_game_n_cards (game))
    return name;
  card = wm_game_card (game, event);
  key = wm_text_name_key (wm_text_get (&card->name, lang, lang));
  for (int i = 0; key != NULL && i < wm_game_n_cards (game); i++)
    {
      const WmCard *other = wm_game_card (game, i);
      g_autofree char *other_key = NULL;
      if (other == card)
        continue;
      other_key = wm_text_name_key (wm_text_get (&other->name, lang, lang));
      if (g_strcmp0 (key, other_key) == 0)
        {
          g_autofree char *plain = name;
          return g_strdup_printf ("%s (%s)", plain, card->id);
        }
    }
  return name;
}

/* The log's line at the start of the day of @state: the day, and its
 * event as the status line names it (with its id when another card has
 * its name); none on the first day or in a game without events. */
static char *
log_day_line (WmGame *game, const WmGameState *state)
{
  g_autofree char *event = NULL;

  if (state->event == WM_GAME_NONE)
    /* TRANSLATORS: a line of the game log where a day without an event begins */
    return g_strdup_printf (_("Day %d"), state->day);
  event = event_name (game, state->event, wm_variant_display_language (wm_game_variant (game)));
  /* TRANSLATORS: a line of the game log where a day begins: the day, and its event card */
  return g_strdup_printf (_("Day %d · event: %s"), state->day, event);
}

/* The status line of a day under way. */
static char *
day_heading (int day, int part, const char *event)
{
  /* TRANSLATORS: the playtest's heading above the board: the day, the
   * part of the day (morning, …) and the name of the day's event card. */
  return g_strdup_printf (_("Day %d · %s · event: %s"), day,
                          _(turn_names[MIN (part, PART_PLANNING)]), event);
}

static char *
over_heading (int day, const char *winner)
{
  return g_strdup_printf (_("Day %d · game over: %s wins"), day, winner);
}

/* The variant toggles @game is played with, as the Simulation page's run
 * headings name them: " · meaner highwaymen · variable setup", or "" with
 * none. The heading says them: nothing else on the page did, and a
 * designer could not tell which rules the game on screen follows (why
 * "End the move here" is missing: meaner highwaymen; review k, 4). */
static char *
variants_text (WmGame *game)
{
  const WmGameSetup *setup = wm_game_setup (game);
  GString *out = g_string_new (NULL);

  for (const WmSimToggle *t = wm_sim_toggles (); t->key; t++)
    if ((g_str_equal (t->key, "no_events") && setup->no_events)
        || (g_str_equal (t->key, "meaner_highwaymen") && setup->meaner_highwaymen)
        || (g_str_equal (t->key, "higher_goal") && setup->higher_goal)
        || (g_str_equal (t->key, "variable_setup") && setup->variable_setup))
      g_string_append_printf (out, " · %s", _(t->name));
  return g_string_free (out, FALSE);
}

/* @text (taken) followed by the variants of @game. */
static char *
with_variants (char *text, WmGame *game)
{
  g_autofree char *variants = variants_text (game);
  char *whole = g_strconcat (text, variants, NULL);

  g_free (text);
  return whole;
}

/* The status lines of each part of a day with @event. */
static void
add_day_headings (GStrvBuilder *texts, WmGame *game, int event, const char *lang)
{
  g_autofree char *name = event_name (game, event, lang);

  for (int part = 0; part < (int) G_N_ELEMENTS (turn_names); part++)
    {
      g_autofree char *text = with_variants (day_heading (88, part, name), game);
      g_strv_builder_add (texts, text);
    }
}

/* Every status line @game may show, for its box to keep the height of
 * the tallest: each part of the day with each card of the event deck (or
 * none), each character winning; on a day of two digits. */
static GStrv
status_texts (WmGame *game)
{
  const WmVariant *variant = wm_game_variant (game);
  const char *lang = wm_variant_display_language (variant);
  int deck = wm_game_dealt_deck (variant, WM_DECK_EVENT);
  const WmDeck *events = deck >= 0 ? g_ptr_array_index (variant->decks, deck) : NULL;
  g_autoptr (GStrvBuilder) texts = g_strv_builder_new ();

  add_day_headings (texts, game, WM_GAME_NONE, lang);
  for (int i = 0; events != NULL && i < wm_game_n_cards (game); i++)
    if (wm_game_card_deck (game, i) == events)
      add_day_headings (texts, game, i, lang);
  for (guint c = 0; c < variant->characters->len; c++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, c);
      g_autofree char *winner = wm_text_isolate (wm_text_get (&ch->name, lang, lang));
      g_autofree char *text = with_variants (over_heading (88, winner), game);

      g_strv_builder_add (texts, text);
    }
  return g_strv_builder_end (texts);
}

static void
update_status (WmPlaytestPage *self, const WmGameState *state)
{
  WmGame *game = wm_play_session_game (self->session);
  const WmVariant *variant = wm_game_variant (game);
  const char *lang = wm_variant_display_language (variant);
  g_autofree char *event = event_name (game, state->event, lang);
  g_autofree char *text = NULL, *position = NULL;
  const char *event_text = NULL;

  if (state->event != WM_GAME_NONE && state->event < wm_game_n_cards (game))
    event_text = wm_text_get (&wm_game_card (game, state->event)->text, lang, lang);
  if (wm_game_is_over (state))
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters,
                                                 state->players[MAX (state->winner, 0)].character);
      g_autofree char *winner
          = state->winner >= 0 ? wm_text_isolate (wm_text_get (&ch->name, lang, lang))
                               : g_strdup (_("nobody"));
      text = over_heading (state->day, winner);
      event_text = NULL;
    }
  else
    text = day_heading (state->day,
                        state->t.stage == WM_STAGE_PLAN ? PART_PLANNING : MIN (state->turn, 2),
                        event);
  text = with_variants (text, game);
  if (self->status_game != game)
    {
      GStrv events = event_texts (game, lang);

      steady_set_texts (self->status_box, status_texts (game));
      gtk_widget_set_visible (self->event_box, events != NULL);
      steady_set_texts (self->event_box, events);
      self->status_game = game;
    }
  gtk_label_set_text (self->status, text);
  show_event_text (self, event_text ? event_text : "");
  position = g_strdup_printf (_("%d / %d"), wm_play_session_get_cursor (self->session),
                              wm_play_session_n_decisions (self->session));
  gtk_label_set_text (self->position, position);
}

/* The summary is written for one game and length of its log: a game
 * played on, undone, or replaced writes it anew. */
static guint64
summary_key (WmPlaytestPage *self)
{
  return ((guint64) self->generation << 32) | (guint) wm_play_session_n_decisions (self->session);
}

/* The room above the first player's panel and between two panels. */
#define PANELS_GAP 6

/* Brings the whole scroll target (the summary below the panels, the
 * deciding player's panel) into view, scrolling no further than that (its
 * top first when it is taller than the view). A tick callback runs before
 * its frame's layout, so the target's new place is known only from the
 * frame after the first one that ticks (before that it may have an old
 * one). */
static gboolean
scroll_tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  WmPlaytestPage *self = data;
  GtkWidget *target = self->scroll_target;
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (self->panels_scroll);
  double x, y, top, bottom, value = gtk_adjustment_get_value (adj);

  /* Off screen (another section shown) there is nothing to bring into
   * view, and a tick callback left waiting would keep frames coming. */
  if (!gtk_widget_get_mapped (target))
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (self->scroll_frame < 0)
    self->scroll_frame = gdk_frame_clock_get_frame_counter (clock);
  if (gdk_frame_clock_get_frame_counter (clock) == self->scroll_frame
      || !gtk_widget_translate_coordinates (target, self->panels_box, 0, 0, &x, &y))
    return G_SOURCE_CONTINUE;
  /* The view scrolls the box with its margin above; the target comes
   * with as much room around it, not flush with the view's edge. */
  top = y + gtk_widget_get_margin_top (self->panels_box) - PANELS_GAP;
  bottom = top + PANELS_GAP + gtk_widget_get_height (target) + PANELS_GAP;
  if (bottom > value + gtk_adjustment_get_page_size (adj))
    value = bottom - gtk_adjustment_get_page_size (adj);
  gtk_adjustment_set_value (adj, MAX (0, MIN (top, value)));
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
scroll_into_view (WmPlaytestPage *self, GtkWidget *target)
{
  self->scroll_target = target;
  self->scroll_frame = -1;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (self->panels_box, scroll_tick_cb, self, NULL);
}

static void
stop_scrolling (WmPlaytestPage *self)
{
  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (self->panels_box, self->scroll_tick);
  self->scroll_tick = 0;
}

/* The seat whose panel stays whole and in view: the human deciding, or
 * while the bots play the human whose view the page shows; -1 (every
 * panel whole) at a table of bots, while looking back, once the game is
 * over and after it, when every card lies face up. */
static int
focus_seat (WmPlaytestPage *self)
{
  int viewer;

  if (self->session == NULL || wm_play_session_is_over (self->session)
      || wm_play_session_stopped_at_cap (self->session)
      || wm_play_session_reviewing (self->session))
    return -1;
  viewer = wm_play_session_viewer (self->session);
  /* Hot seat between two humans' turns: the panel of the one to take
   * the screen, else of the one who has it, its cards face down. */
  if (viewer == WM_PLAY_VIEW_PUBLIC)
    viewer = wm_play_session_hand_over_to (self->session) >= 0
                 ? wm_play_session_hand_over_to (self->session)
                 : wm_play_session_at_screen (self->session);
  return viewer;
}

/* What the log keeps, more than its least (some three lines), where it
 * gives way for every player's panel to be whole: some six lines. */
#define LOG_KEPT_FOR_PANELS 64

/* The panels' view is as tall as the panel of the player who decides (the
 * log under it giving way, down to its least): in German at 1024 × 768
 * that panel was taller than the view, its plan cut at the bottom edge.
 * Where the log, at the height it has until the designer drags it, can
 * give the room for every panel whole and keep some six lines, it gives
 * it: a human and a bot at 1400 × 900. Else the other players' panels are
 * compact, a line of name and gold each, the log giving way down to its
 * least for every one of them to be in view (a human and three bots at
 * 1280 × 800 showed a bot's name half, the others below), and where that
 * is not room enough the decision buttons' area gives the rest, down to
 * CHOICES_LEAST (at 1024 × 768 the bots' lines were a scroll away under
 * a human's panel, the log keeping its height). The panel of the player
 * who decides is brought into view: in a hot-seat game of two humans and
 * two bots at 1280 × 800 the second human's hand and plan were out of
 * sight below. */
static void
arrange_panels (WmPlaytestPage *self, gboolean bring)
{
  int focus = focus_seat (self);
  gboolean changed = focus != self->focus;
  int width = gtk_widget_get_width (self->panels_box);
  int room = gtk_widget_get_height (GTK_WIDGET (self->panels_scroll));
  GtkWidget *top = gtk_paned_get_start_child (self->log_split);
  int need = gtk_widget_get_margin_top (self->panels_box), need_focus = 0, need_compact = need;
  int cut = 0;

  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    if (width > 0 && gtk_widget_get_visible (GTK_WIDGET (self->panels[p])))
      {
        int whole = wm_player_panel_whole_height (self->panels[p], width);

        need += whole;
        need_compact += p == focus ? whole : wm_player_panel_compact_height (self->panels[p], width);
        /* With the gap above it; the panel's margin is the gap below. */
        if (p == focus)
          need_focus = PANELS_GAP + whole;
      }
  if (width > 0 && room > 0)
    {
      /* The upper pane holds the decision under the panels' view too, its
       * buttons' area counted whole. */
      int beside = gtk_widget_get_margin_top (top) + gtk_widget_get_height (top)
                   + gtk_widget_get_margin_bottom (top) - room + self->choices_cut;
      int most, position;

      g_object_get (self->log_split, "max-position", &most, NULL);
      /* As much as the panels asked for at most in the game at this
       * width, every one whole or the others compact, so that the decision
       * buttons under them stay where they are as a hand empties, a plan
       * fills or another human decides, and move only for a panel grown
       * taller than ever (quests held, a hand that wraps). */
      if (focus >= 0 && width != self->compact_width)
        {
          self->compact_need = self->whole_need = 0;
          self->compact_width = width;
        }
      if (focus >= 0)
        {
          self->compact_need = MAX (self->compact_need, need_compact);
          self->whole_need = MAX (self->whole_need, need);
        }
      /* No more than that either, until the designer drags the divider:
       * the log under the decision has the rest. */
      position = wm_paned_state_set_start_need (self->log_split,
                                                focus >= 0 ? beside + need_focus : 0,
                                                focus >= 0 ? beside + self->whole_need : 0,
                                                LOG_KEPT_FOR_PANELS);
      /* Else every other panel in view, compact, the log down to its least
       * where that is what it takes. */
      if (focus >= 0 && need > position - beside)
        {
          position = wm_paned_state_set_start_need (self->log_split, beside + need_focus,
                                                    MIN (beside + self->compact_need, most), 0);
          /* The log at its least, the decision buttons' area gives the
           * rest; down to its floor for the deciding player's panel. */
          if (most > 0 && position >= most)
            cut = MAX (CLAMP (beside + self->compact_need - position, 0,
                              CHOICES_HEIGHT - CHOICES_LEAST),
                       CLAMP (beside + need_focus + PANELS_GAP - position, 0,
                              CHOICES_HEIGHT - CHOICES_FLOOR));
        }
      room = position - beside + cut;
    }
  /* (Where nobody decides the area takes no room: update_summary ().) */
  if (cut != self->choices_cut)
    {
      self->choices_cut = cut;
      if (gtk_widget_get_visible (self->decision_heading))
        gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->choices_scroll),
                                                    CHOICES_HEIGHT - cut);
    }
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    {
      gboolean was = wm_player_panel_is_compact (self->panels[p]);

      wm_player_panel_set_compact (self->panels[p],
                                   focus >= 0 && p != focus && width > 0 && need > room);
      changed = changed || was != wm_player_panel_is_compact (self->panels[p]);
    }
  self->focus = focus;
  /* Not at each bot's move: a designer who scrolled to another panel
   * while the bots play keeps it in view. */
  if (focus >= 0 && (bring || changed))
    scroll_into_view (self, GTK_WIDGET (self->panels[focus]));
}

static gboolean
arrange_idle_cb (gpointer data)
{
  WmPlaytestPage *self = data;

  self->arrange_idle = 0;
  if (self->session != NULL)
    arrange_panels (self, FALSE);
  return G_SOURCE_REMOVE;
}

/* The view's height or the panels' changed (a window resized, a hand
 * wrapped anew): arranged again after that layout, not during it. */
static void
panels_view_changed_cb (WmPlaytestPage *self)
{
  if (self->arrange_idle == 0)
    self->arrange_idle = g_idle_add (arrange_idle_cb, self);
}

/* Whether a seat of the game is played by a person, not a bot. */
static gboolean
table_has_human (WmPlaytestPage *self)
{
  const WmGame *game = wm_play_session_game (self->session);

  for (int p = 0; p < wm_game_n_players (game); p++)
    if (wm_play_session_bot (self->session, p) == NULL)
      return TRUE;
  return FALSE;
}

/* Once the game is over (or a batch stopped it at its day cap) nobody has
 * a decision to make: the result takes the place of the decision buttons,
 * also while stepping back through the finished game. A table of bots
 * never has one either: no "Your decision" heading over the empty list
 * (review 15, R15-12). The list itself stays, empty: hidden at a table of
 * bots too, test-play once got GTK's warning of a button snapshotted
 * without an allocation ... */
static void
update_summary (WmPlaytestPage *self)
{
  gboolean ended = wm_play_session_is_over (self->session)
                   || wm_play_session_stopped_at_cap (self->session);
  /* Nor while reviewing an earlier position, where nobody may decide:
   * the players' panels, which show that position, get the room. */
  gboolean decides = !ended && table_has_human (self)
                     && !wm_play_session_reviewing (self->session);

  gtk_widget_set_visible (self->decision_heading, decides);
  /* The scrolled window goes, not the buttons' box in it: a box hidden
   * itself was given the next game's buttons while hidden and shown again
   * at the height GTK had measured for it empty, and GTK warned of buttons
   * allocated a negative height. */
  gtk_widget_set_visible (self->choices_scroll, !ended);
  /* ... and takes no room there, not even its scroll bar's: the players'
   * panels get the 200 px its buttons would have had, where it was an
   * empty block (review 17). */
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->choices_scroll),
                                              decides ? CHOICES_HEIGHT - self->choices_cut : 0);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->choices_scroll), GTK_POLICY_NEVER,
                                  decides ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER);
  gtk_widget_set_visible (GTK_WIDGET (self->summary), ended);
  if (ended && summary_key (self) != self->summary_key)
    {
      wm_game_summary_update (self->summary, self->session);
      self->summary_key = summary_key (self);
      scroll_into_view (self, GTK_WIDGET (self->summary));
    }
  else if (!ended && self->scroll_target == GTK_WIDGET (self->summary))
    stop_scrolling (self);
}

/* Shown for as long as the game read from such a log is: its hands and
 * board may not be the ones the log was played with. */
static void
update_version_note (WmPlaytestPage *self)
{
  const char *warning = wm_play_session_version_warning (self->session);

  gtk_widget_set_visible (self->version_note, warning != NULL);
  gtk_widget_set_tooltip_text (self->version_note, warning);
}

/* The play button: ▶ or ⏸ as the bots play or not, and nothing to play
 * once the game is over, also while stepping back through it (a game the
 * day cap stopped plays on). Bots that were playing when the game ended
 * stop: after an undo they wait. */
static void
update_play_button (WmPlaytestPage *self)
{
  gboolean over = wm_play_session_is_over (self->session);
  const char *icon;

  if (over && self->playing)
    {
      self->playing = FALSE;
      g_clear_handle_id (&self->timeout_id, g_source_remove);
    }
  gtk_widget_set_sensitive (self->play_button, !over);
  icon = self->playing ? "media-playback-pause-symbolic" : "media-playback-start-symbolic";
  gtk_button_set_icon_name (GTK_BUTTON (self->play_button), icon);
}

/* A greyed undo says why (review 7, R7-10): it takes back only a human
 * seat's decision, so a table of bots never has one to take back. */
static char *
undo_tooltip (WmPlaytestPage *self)
{
  if (wm_playtest_page_can_undo (self))
    return g_strdup (_("Take back your last decision"));
  if (!table_has_human (self))
    return g_strdup (_("Undo takes back a human player's decision: with bots only, look back "
                       "with “One decision back”"));
  if (self->busy)
    return g_strdup (_("A bot is thinking: undo once it has decided, or pause the bots first"));
  if (wm_play_session_undo_stopped_by (self->session) >= 0)
    {
      g_autofree char *who = player_name (wm_play_session_game (self->session),
                                          wm_play_session_undo_stopped_by (self->session));
      /* TRANSLATORS: hot seat: Undo would take back another human's
       * decision, whose cards this player may not see */
      return g_strdup_printf (_("Undo stops at %s’s decision: at one screen each player takes "
                                "back only their own"),
                              who);
    }
  return g_strdup (_("No decision of yours to take back yet"));
}

/* @button's tooltip @text with the keyboard shortcut the application sets
 * for @action, "One bot decision (Ctrl+Right)", as GTK names the keys in
 * the UI's language: the shortcuts are set in one
 * place (wm-application.c), and the page learns them from its window's
 * application (without one, @text alone). */
static void
set_tooltip_with_shortcut (GtkWidget *button, const char *text, const char *action)
{
  GtkRoot *root = gtk_widget_get_root (button);
  GtkApplication *app
      = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root)) : NULL;
  g_auto (GStrv) accels = app != NULL ? gtk_application_get_accels_for_action (app, action) : NULL;
  g_autofree char *label = NULL;
  g_autofree char *tooltip = NULL;
  GdkModifierType mods;
  guint key;

  if (accels != NULL && accels[0] != NULL && gtk_accelerator_parse (accels[0], &key, &mods))
    label = gtk_accelerator_get_label (key, mods);
  /* Translators: a button's tooltip and its keyboard shortcut, "One bot
   * decision (Ctrl+Right)". */
  tooltip = label != NULL ? g_strdup_printf (_("%s (%s)"), text, label) : g_strdup (text);
  gtk_widget_set_tooltip_text (button, tooltip);
}

/* Step and To the end of the day, greyed while a human is to decide (the
 * bots wait for that decision), say so, as a greyed undo says why (review
 * 20, R20-6: they looked usable and did nothing); else they name their
 * keys. Play stays: pressed while the human decides, the bots play on
 * after that decision. */
static void
update_bot_tooltips (WmPlaytestPage *self, gboolean human_decides)
{
  if (human_decides)
    {
      gtk_widget_set_tooltip_text (self->step_button, _(STEP_HUMAN_TOOLTIP));
      gtk_widget_set_tooltip_text (self->sundown_button, _(SUNDOWN_HUMAN_TOOLTIP));
      return;
    }
  set_tooltip_with_shortcut (self->step_button, _(STEP_TOOLTIP), "win.playtest-step");
  set_tooltip_with_shortcut (self->sundown_button, _(SUNDOWN_TOOLTIP), "win.playtest-to-sundown");
}

static void
update_undo_button (WmPlaytestPage *self)
{
  gboolean can = wm_playtest_page_can_undo (self);
  g_autofree char *tooltip = undo_tooltip (self);

  gtk_widget_set_sensitive (self->undo_button, can);
  /* The shortcut only where there is something it would do. */
  if (can)
    set_tooltip_with_shortcut (self->undo_button, tooltip, "win.undo");
  else
    gtk_widget_set_tooltip_text (self->undo_button, tooltip);
}

/* Whether @choices offer a step or hop of the character (@hw FALSE) or
 * of the highwayman (@hw TRUE). */
static gboolean
offers_move (const WmChoice *choices, int n, gboolean hw)
{
  for (int i = 0; i < n; i++)
    if (hw ? choices[i].kind == WM_CHOICE_HW_STEP || choices[i].kind == WM_CHOICE_HW_HOP
           : choices[i].kind == WM_CHOICE_STEP || choices[i].kind == WM_CHOICE_HOP)
      return TRUE;
  return FALSE;
}

/* What the character's ability adds to the moves of a card in @view's
 * turn: its more-moves and extra moves with the card's options, those
 * only for the turn of the intrigue marker in that turn. */
static int
ability_moves (WmGame *game, const WmGameState *view, int player)
{
  const WmVariant *variant = wm_game_variant (game);
  const WmCharacter *ch = g_ptr_array_index (variant->characters, wm_game_character (game, player));
  gboolean marker = view->players[player].marker == view->turn;
  int n = 0;

  for (guint i = 0; ch->effects != NULL && i < ch->effects->len; i++)
    {
      const WmEffect *fx = g_ptr_array_index (ch->effects, i);
      const char *count = NULL, *via = NULL;

      for (guint j = 0; fx->params != NULL && j < fx->params->len; j++)
        {
          const WmParam *param = g_ptr_array_index (fx->params, j);
          if (g_strcmp0 (param->name, "count") == 0)
            count = param->value;
          else if (g_strcmp0 (param->name, "via") == 0)
            via = param->value;
        }
      if (fx->scope == WM_SCOPE_INTRIGUE && !marker)
        continue;
      if (g_strcmp0 (fx->type, "step-bonus") == 0
          || (g_strcmp0 (fx->type, "extra-move") == 0 && g_strcmp0 (via, "card") == 0))
        n += count != NULL ? (int) g_ascii_strtoll (count, NULL, 10) : 1;
    }
  return n;
}

/* The moves the character has made in the move under way: with the
 * card's options (@card) and extra ones (@extra), from the log's end. */
static void
moves_made (WmPlaytestPage *self, int player, int *card, int *extra)
{
  *card = *extra = 0;
  for (int i = wm_play_session_n_decisions (self->session) - 1; i >= 0; i--)
    {
      const WmChoice *c = wm_play_session_decision (self->session, i);
      if (c->player != player || (c->kind != WM_CHOICE_STEP && c->kind != WM_CHOICE_HOP))
        break;
      if (c->kind == WM_CHOICE_STEP)
        (*(c->b ? extra : card))++;
    }
}

/* What the human deciding in @view is to do, and for a move how many
 * moves are left, or why none is possible (review b, findings 5 to 7: a
 * move or a highwayman without a way on was told to click a highlighted
 * space, with nothing highlighted). */
static char *
human_prompt (WmPlaytestPage *self, WmGame *game, const WmGameState *view, int human,
              const WmChoice *choices, int n)
{
  if (view->step == WM_STEP_HW_MOVE && !offers_move (choices, n, TRUE))
    return g_strdup (view->t.hw_steps_left <= 0 ? _(HW_NO_MOVES_LEFT) : _(HW_NO_MOVE));
  if (view->step != WM_STEP_MOVE)
    return g_strdup (step_prompt (view->step));
  if (!offers_move (choices, n, FALSE))
    {
      WmGameState open = *view;
      WmChoice without[WM_GAME_MAX_CHOICES];
      int m;

      if (view->t.steps_left <= 0 && wm_game_extra_moves_left (game, view) <= 0)
        return g_strdup (_(NO_MOVES_LEFT));
      /* The engine asked again with the highwaymen off the board: a way
       * it offers then is one a highwayman shuts. */
      open.n_highwaymen = 0;
      m = wm_game_legal_choices (game, &open, human, without, G_N_ELEMENTS (without));
      return g_strdup (offers_move (without, m, FALSE) ? _(NO_MOVE_HIGHWAYMAN) : _(NO_MOVE_CARD));
    }
  {
    const WmCard *card = view->t.card < wm_game_n_cards (game) ? wm_game_card (game, view->t.card)
                                                                : NULL;
    int by_card, by_extra, total, extra_total, bonus, ability;
    int extra_left = wm_game_extra_moves_left (game, view);
    g_autofree char *who = player_name (game, human);

    moves_made (self, human, &by_card, &by_extra);
    if (!view->t.moved)
      by_card = by_extra = 0;
    total = view->t.steps_left + by_card;
    extra_total = extra_left + by_extra;
    bonus = card != NULL ? MAX (total - card->steps, 0) : 0;
    ability = MIN (ability_moves (game, view, human), bonus);
    return moves_left_text (view->t.steps_left, total, ability, bonus - ability,
                            extra_left, extra_total, who);
  }
}

/* Brings the page up to the session's game. @new_game: the session was
 * just started or opened (see choices_may_take_focus ()). */
static void
update_game (WmPlaytestPage *self, gboolean new_game)
{
  WmChoice choices[WM_GAME_MAX_CHOICES];
  const WmGameState *state;
  WmGameState view;
  WmGame *game;
  int human, viewer, hand_over, n = 0;
  gboolean has = self->session != NULL;
  gboolean fresh = new_game || self->retaken || !self->human_was_deciding;
  gboolean refocus = choices_may_take_focus (self, fresh);

  gtk_widget_set_sensitive (self->save_button, has);
  gtk_widget_set_sensitive (self->paned, has);
  /* Without a game there is nothing to play, step, undo, redo or review. */
  for (GtkWidget **b = (GtkWidget *[]) { self->play_button, self->step_button,
                                         self->sundown_button, self->undo_button,
                                         self->redo_button, self->back_button,
                                         self->forward_button, NULL };
       !has && *b; b++)
    gtk_widget_set_sensitive (*b, FALSE);
  gtk_widget_set_sensitive (self->play_button, has);
  if (!has)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->summary), FALSE);
      gtk_widget_set_visible (self->revealed_note, FALSE);
      gtk_widget_set_visible (self->version_note, FALSE);
      g_signal_emit (self, signals[HISTORY_CHANGED], 0);
      return;
    }
  game = wm_play_session_game (self->session);
  state = wm_play_session_state (self->session);
  human = deciding_human (self);
  hand_over = wm_play_session_hand_over_to (self->session);
  viewer = wm_play_session_viewer (self->session);
  /* Humans see only what their seat may know (in a hot-seat game between
   * two humans' turns, what the whole table knows); a table of bots, or
   * any table once the game has been over, shows all (the viewer is then
   * -1). */
  if (viewer != -1)
    wm_game_view (game, state, viewer, &view);
  else
    view = *state;
  if (human >= 0)
    n = wm_game_legal_choices (game, &view, human, choices, G_N_ELEMENTS (choices));
  update_overlay (self, &view, human, choices, n);
  update_choices (self, &view, choices, n);
  if (hand_over >= 0 && !wm_play_session_reviewing (self->session))
    show_hand_over (self, hand_over);
  wm_board_view_set_game (self->board, game, &view);
  wm_quest_strip_update (self->quests, game, &view);
  wm_board_view_set_revealed (self->board, wm_play_session_revealed (self->session));
  /* At game over the prompt says why; back in play after an undo, this. */
  gtk_widget_set_visible (self->revealed_note, wm_play_session_revealed (self->session)
                                                   && !wm_play_session_is_over (self->session));
  update_version_note (self);
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    {
      gboolean shown = p < wm_game_n_players (game);
      gtk_widget_set_visible (GTK_WIDGET (self->panels[p]), shown);
      if (shown)
        wm_player_panel_update (self->panels[p], game, &view, p,
                                wm_play_session_controller_name (self->session, p));
    }
  update_status (self, state);
  update_log (self);
  update_log_mark (self);
  /* At each decision of a human's: it is about what that panel shows. */
  arrange_panels (self, human >= 0);
  update_summary (self);
  if (human >= 0)
    {
      g_autofree char *text = human_prompt (self, game, &view, human, choices, n);
      set_prompt (self, text);
      g_free (self->why_no_move);
      self->why_no_move = self->base_highlights->len == 0 ? g_strdup (text) : NULL;
    }
  else if (hand_over >= 0 && !wm_play_session_reviewing (self->session))
    {
      g_autofree char *who = player_name (game, hand_over);
      g_autofree char *text = g_strdup_printf (_(HAND_OVER_PROMPT), who);
      set_prompt (self, text);
    }
  else if (wm_play_session_reviewing (self->session) && wm_play_session_is_over (self->session))
    set_prompt (self, _("Reviewing the finished game: all cards are face up."));
  else if (wm_play_session_reviewing (self->session))
    set_prompt (self, _(REVIEWING));
  else if (!wm_game_is_over (state))
    set_prompt (self,
                self->busy ? _(BOT_THINKING) : _(BOT_TO_MOVE));
  else
    set_prompt (self, _("All cards are turned face up: the quests, hands and plans "
                        "of every player and, ringed on the board, the secret places "
                        "nobody found."));
  gtk_widget_set_sensitive (self->step_button, human < 0 && hand_over < 0 && !self->busy
                                               && !wm_game_is_over (state)
                                               && !wm_play_session_reviewing (self->session));
  gtk_widget_set_sensitive (self->sundown_button, gtk_widget_get_sensitive (self->step_button));
  update_bot_tooltips (self, human >= 0 || hand_over >= 0);
  update_undo_button (self);
  gtk_widget_set_sensitive (self->redo_button, wm_playtest_page_can_redo (self));
  gtk_widget_set_sensitive (self->back_button, wm_play_session_get_cursor (self->session) > 0);
  gtk_widget_set_sensitive (self->forward_button, wm_play_session_reviewing (self->session));
  update_play_button (self);
  if (refocus)
    focus_first_choice (self);
  if (refocus && fresh && (human >= 0 || hand_over >= 0))
    show_focus_ring (self);
  self->human_was_deciding = human >= 0;
  self->retaken = FALSE;
  update_game_slot (self);
  g_signal_emit (self, signals[HISTORY_CHANGED], 0);
  continue_to_sundown (self);
  if (human < 0)
    schedule_bot (self);
}

static void
update (WmPlaytestPage *self)
{
  update_game (self, FALSE);
}

/* ---- sessions ------------------------------------------------------------------- */

static void put_finished_aside (WmPlaytestPage *self);

static void
set_session (WmPlaytestPage *self, WmPlaySession *session)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  /* A new game in place of a finished one whose log is not saved: the
   * finished one stays a click away (its toast's Reopen). */
  if (session != NULL)
    put_finished_aside (self);
  /* A bot thread may still be using the old session's bot and game. */
  if (self->busy && self->session != NULL)
    g_ptr_array_add (self->stale, g_steal_pointer (&self->session));
  g_clear_pointer (&self->session, wm_play_session_free);
  self->session = session;
  g_clear_pointer (&self->kept_log, g_bytes_unref);
  self->focus = -1;
  self->compact_need = self->whole_need = 0;
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    wm_player_panel_forget_opened (self->panels[p]);
  self->generation++;
  self->to_sundown = FALSE;
  gtk_stack_set_visible_child_name (self->body, session != NULL ? "game" : "empty");
  gtk_string_list_splice (self->log_model, 0, g_list_model_get_n_items (G_LIST_MODEL (self->log_model)), NULL);
  g_array_set_size (self->log_entries, 0);
  self->log_tail_game = NULL; /* a new session: its game may reuse the old one's memory */
  self->place_names_game = NULL;
  /* The prompts' words in the language of the game's time, as the
   * heading's are for each game (update_status ()). */
  steady_set_texts (self->prompt_box, prompt_texts ());
  update_game (self, TRUE);
}

/* A copy of the document's variant for a game: the designer may edit the
 * document while it runs. A design the loader refuses (an unfinished
 * reference …) or the validator calls wrong cannot be played: NULL, with
 * its first error in @error. */
static WmVariant *
playable_copy (WmPlaytestPage *self, GError **error)
{
  g_autoptr (GError) why = NULL;
  g_autoptr (WmVariant) copy = wm_variant_copy_checked (wm_document_get_variant (self->document),
                                                        &why);
  g_autoptr (WmDiagnostics) errors = copy ? wm_play_design_errors (copy, NULL) : NULL;

  const WmDiagnostic *first = errors ? wm_diagnostics_get (errors, 0) : NULL;
  g_autofree char *element = first ? wm_validation_where_for_display (copy, first->where) : NULL;
  g_autofree char *problem = NULL;

  if (copy != NULL && errors == NULL)
    return g_steal_pointer (&copy);
  /* With its element, as the command line and the Validation page name
   * it: "side A has 1 town slot …" alone did not say of which region
   * (review 14, R14-4). */
  problem = element ? g_strdup_printf ("%s (%s)", first->message, element)
                    : g_strdup (first ? first->message : why ? why->message : "?");
  g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_SETUP,
               _("the variant has errors to fix first (see Validation): %s"), problem);
  return NULL;
}

/* The game of @setup on a copy of the document, not shown yet: NULL with
 * the reason when the variant or the setup cannot be played. */
static WmPlaySession *
session_for (WmPlaytestPage *self, const WmGameSetup *setup, const int *controllers,
             GError **error)
{
  g_autoptr (WmVariant) variant = playable_copy (self, error);

  return variant ? wm_play_session_new (variant, setup, controllers, error) : NULL;
}

gboolean
wm_playtest_page_start (WmPlaytestPage *self, const WmGameSetup *setup, const int *controllers,
                        GError **error)
{
  WmPlaySession *session;

  g_return_val_if_fail (WM_IS_PLAYTEST_PAGE (self), FALSE);
  g_return_val_if_fail (self->document != NULL, FALSE);
  session = session_for (self, setup, controllers, error);
  if (session == NULL)
    return FALSE;
  set_session (self, session);
  return TRUE;
}

typedef struct
{
  WmVariant *variant;
  WmSimConfig config;
  guint64 index;
  guint generation;
} SimGame;

static void
sim_game_free (SimGame *sg)
{
  wm_variant_unref (sg->variant);
  g_free (sg);
}

/* The bots of a batch may be slow ones: the game is played out here, off
 * the main loop. */
static void
sim_game_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  SimGame *sg = data;
  GError *error = NULL;
  WmPlaySession *session = wm_play_session_new_from_sim (sg->variant, &sg->config, sg->index, &error);

  if (session == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, session, (GDestroyNotify) wm_play_session_free);
}

static void
sim_game_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  WmPlaytestPage *self = WM_PLAYTEST_PAGE (source);
  SimGame *sg = g_task_get_task_data (G_TASK (result));
  g_autoptr (GError) error = NULL;
  WmPlaySession *session = g_task_propagate_pointer (G_TASK (result), &error);

  if (self->disposed)
    {
      g_clear_pointer (&session, wm_play_session_free);
      return;
    }
  if (session == NULL)
    {
      show_error (self, _("Cannot replay the game"), error);
      return;
    }
  /* Something newer (a new game, another replay) came first. */
  if (sg->generation != self->generation)
    {
      wm_play_session_free (session);
      return;
    }
  /* At its end, as the batch left it: the board, the panels, the result
   * and the log (scrolled to its last line) all show the same moment, the
   * final position, from which the designer steps or clicks back (it
   * opened at decision 0 with the result and the log at the end, review
   * 20, R20-14). */
  wm_play_session_set_cursor (session, wm_play_session_n_decisions (session));
  self->playing = FALSE;
  set_session (self, session);
  /* The batch replays it whenever asked: nothing to lose. */
  self->kept_log = wm_play_session_save (session);
}

static GtkWindow *
page_window (WmPlaytestPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static SimGame *
sim_game_copy (const SimGame *sg)
{
  SimGame *copy = g_memdup2 (sg, sizeof *sg);

  wm_variant_ref (copy->variant);
  return copy;
}

static void
replay_sim_game (WmPlaytestPage *self, gpointer data)
{
  g_autoptr (GTask) task = NULL;
  SimGame *sg = sim_game_copy (data);
  g_autofree char *text = NULL, *number = NULL;

  sg->generation = ++self->generation;
  number = g_strdup_printf ("%" G_GUINT64_FORMAT, sg->index);
  text = g_strdup_printf (_("Replaying game %s of the batch…"), number);
  set_prompt (self, text);
  task = g_task_new (self, NULL, sim_game_done_cb, NULL);
  g_task_set_task_data (task, sg, (GDestroyNotify) sim_game_free);
  g_task_run_in_thread (task, sim_game_thread);
}

void
wm_playtest_page_open_sim_game (WmPlaytestPage *self, WmVariant *variant,
                                const WmSimConfig *config, guint64 index)
{
  SimGame *sg;

  g_return_if_fail (WM_IS_PLAYTEST_PAGE (self));
  sg = g_new0 (SimGame, 1);
  sg->variant = wm_variant_ref (variant);
  sg->config = *config;
  sg->index = index;
  /* The batch's game takes the place of the one in progress. */
  wm_playtest_page_confirm_discard (self, page_window (self), replay_sim_game, sg,
                                    (GDestroyNotify) sim_game_free);
}

gboolean
wm_playtest_page_save_log (WmPlaytestPage *self, GFile *file, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (self->session != NULL, FALSE);
  bytes = wm_play_session_save (self->session);
  /* Atomic: a full disk leaves the log saved before as it was (GIO's
   * replace put its half-written file in its place). */
  if (!wm_write_gfile_atomically (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  error))
    return FALSE;
  g_clear_pointer (&self->kept_log, g_bytes_unref);
  self->kept_log = g_steal_pointer (&bytes);
  /* Saved as it stands: nothing to recover. */
  update_game_slot (self);
  return TRUE;
}

gboolean
wm_playtest_page_unsaved_game (WmPlaytestPage *self, int *decisions, int *day)
{
  g_autoptr (GBytes) now = NULL;

  g_return_val_if_fail (WM_IS_PLAYTEST_PAGE (self), FALSE);
  /* A finished game has been seen to its end, and one at its first
   * decision holds nothing a New Game with the same seed would not. */
  if (self->session == NULL || wm_play_session_is_over (self->session)
      || wm_play_session_n_decisions (self->session) == 0)
    return FALSE;
  now = wm_play_session_save (self->session);
  if (self->kept_log != NULL && g_bytes_equal (now, self->kept_log))
    return FALSE;
  if (decisions != NULL)
    *decisions = wm_play_session_n_decisions (self->session);
  if (day != NULL)
    *day = wm_play_session_end (self->session)->day;
  return TRUE;
}

/* A log by its name as the app's other file messages say it: "game.xml". */
static char *
display_name (GFile *file)
{
  g_autofree char *base = g_file_get_basename (file);

  return g_filename_display_name (base);
}

gboolean
wm_playtest_page_load_log (WmPlaytestPage *self, GFile *file, GError **error)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (WmVariant) variant = NULL;
  g_autofree char *name = display_name (file);
  int controllers[WM_GAME_MAX_PLAYERS];
  WmPlaySession *session;

  g_return_val_if_fail (self->document != NULL, FALSE);
  /* Bounded: a log picked by mistake (a huge file, a device) is refused.
   * GIO's messages name the file already; the size limit's does not. */
  bytes = wm_file_load_bounded (file, error);
  if (bytes == NULL)
    {
      if (error != NULL && g_error_matches (*error, G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE))
        g_prefix_error (error, "%s: ", name);
      return FALSE;
    }
  /* A loaded game goes on with the seats of the current one, or with one
   * human against greedy bots. */
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    controllers[p] = p == 0 ? WM_PLAY_HUMAN : WM_BOT_GREEDY;
  if (self->session != NULL)
    for (int p = 0; p < wm_game_n_players (wm_play_session_game (self->session)); p++)
      controllers[p] = wm_play_session_controller (self->session, p);
  variant = playable_copy (self, error);
  if (variant == NULL)
    return FALSE;
  /* A problem of the log's content is said as waymark-cli replay says it,
   * "game.xml:4: error: decision 1: reason", after the warning that the log
   * was played on another version of the variant when it was (which the
   * page's note also says while a game of such a log is open). */
  session = wm_play_session_load (variant, bytes, name, controllers, error);
  if (session == NULL)
    return FALSE;
  self->playing = FALSE;
  set_session (self, session);
  self->kept_log = wm_play_session_save (session);
  update_game_slot (self);
  /* New Game… starts from this game's table, as after a game it started:
   * it offered the last dialog's (or the variant's two seats), and Enter,
   * Enter at the opened game's end started another game (review k, 5). */
  g_clear_pointer (&self->last_choices, wm_new_game_choices_free);
  self->last_choices = wm_new_game_choices_for_game (wm_play_session_game (session), controllers);
  return TRUE;
}

gboolean
wm_playtest_page_undo (WmPlaytestPage *self)
{
  if (self->session == NULL || self->busy)
    return FALSE;
  wm_play_session_set_cursor (self->session, wm_play_session_n_decisions (self->session));
  if (!wm_play_session_undo_human (self->session))
    return FALSE;
  /* Bots would answer the undone position at once; wait for the human. */
  self->playing = FALSE;
  self->to_sundown = FALSE;
  self->generation++;
  self->retaken = TRUE;
  update (self);
  return TRUE;
}

gboolean
wm_playtest_page_can_undo (WmPlaytestPage *self)
{
  g_return_val_if_fail (WM_IS_PLAYTEST_PAGE (self), FALSE);
  return self->session != NULL && !self->busy && wm_play_session_can_undo_human (self->session);
}

gboolean
wm_playtest_page_can_redo (WmPlaytestPage *self)
{
  g_return_val_if_fail (WM_IS_PLAYTEST_PAGE (self), FALSE);
  return self->session != NULL && !self->busy && wm_play_session_can_redo (self->session);
}

gboolean
wm_playtest_page_redo (WmPlaytestPage *self)
{
  g_return_val_if_fail (WM_IS_PLAYTEST_PAGE (self), FALSE);
  if (self->session == NULL || self->busy)
    return FALSE;
  wm_play_session_set_cursor (self->session, wm_play_session_n_decisions (self->session));
  if (!wm_play_session_redo (self->session))
    return FALSE;
  self->retaken = TRUE;
  update (self);
  return TRUE;
}

/* ---- toolbar --------------------------------------------------------------------- */

static char *
error_text (const char *what, const GError *error)
{
  return g_strdup_printf ("%s: %s", what, error->message);
}

/* A log that does not open, a batch game that does not replay: said in a
 * dialog, as the window's file errors are. The prompt would cut it to its
 * two lines (a log's error may take more: the warning that it was played
 * on another version, then the decision that fails), and before the first
 * game it is behind the empty state, where nobody would see it. */
/* @message (ours, which reads on after "What: " in a line) as the body of
 * a dialog, a sentence of its own: its first letter a capital. */
static char *
sentence_case (const char *message)
{
  gunichar first = g_utf8_get_char (message);
  char upper[8] = { 0 };

  if (!g_unichar_islower (first))
    return g_strdup (message);
  g_unichar_to_utf8 (g_unichar_toupper (first), upper);
  return g_strconcat (upper, g_utf8_next_char (message), NULL);
}

static void
show_error (WmPlaytestPage *self, const char *what, const GError *error)
{
  wm_message_dialog_tell (GTK_WIDGET (self), what, error->message, NULL);
}

/* What to do once the game in progress may go: its continuation. */
typedef struct
{
  WmPlaytestPage *page;
  WmPlaytestGoOn go_on;
  gpointer data;
  GDestroyNotify destroy;
} GoOn;

static GoOn *
go_on_new (WmPlaytestPage *self, WmPlaytestGoOn go_on, gpointer data, GDestroyNotify destroy)
{
  GoOn *after = g_new (GoOn, 1);

  *after = (GoOn){ g_object_ref (self), go_on, data, destroy };
  return after;
}

static void
go_on_free (GoOn *after)
{
  if (after->destroy != NULL)
    after->destroy (after->data);
  g_object_unref (after->page);
  g_free (after);
}

static void
go_on_run (GoOn *after)
{
  if (!after->page->disposed)
    after->go_on (after->page, after->data);
}

static void choose_file (WmPlaytestPage *self, GtkWindow *parent, gboolean save, GoOn *after);

static void
discard_response_cb (AdwMessageDialog *dialog, const char *response, GoOn *after)
{
  if (g_str_equal (response, "discard"))
    go_on_run (after);
  else if (g_str_equal (response, "save"))
    {
      GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (dialog));

      choose_file (after->page, parent, TRUE,
                   go_on_new (after->page, after->go_on, g_steal_pointer (&after->data),
                              g_steal_pointer (&after->destroy)));
    }
}

/* Asks @title, @body ("… is lost unless you save its log") with Cancel,
 * Discard and Save Log… (the default), then goes on with @after as
 * answered. */
static void
ask_discard (WmPlaytestPage *self, GtkWindow *parent, GoOn *after, const char *title,
             const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, title, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "discard", _("_Discard"), "save", _("Save _Log…"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (discard_response_cb), after,
                         (GClosureNotify) (void (*) (void)) go_on_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
wm_playtest_page_confirm_discard (WmPlaytestPage *self, GtkWindow *parent, WmPlaytestGoOn go_on,
                                  gpointer data, GDestroyNotify destroy)
{
  GoOn *after;
  g_autofree char *body = NULL;
  int decisions, day;

  g_return_if_fail (WM_IS_PLAYTEST_PAGE (self));
  after = go_on_new (self, go_on, data, destroy);
  if (!wm_playtest_page_unsaved_game (self, &decisions, &day))
    {
      go_on_run (after);
      go_on_free (after);
      return;
    }
  /* TRANSLATORS: the game's number of decisions so far, then its day */
  body = g_strdup_printf (_("The game at decision %d of day %d is lost unless you save "
                             "its log."),
                          decisions, day);
  ask_discard (self, parent, after, _("Discard the Game in Progress?"), body);
}

/* A finished game a new one took the place of, its log not saved. */
typedef struct
{
  GBytes *log;
  int controllers[WM_GAME_MAX_PLAYERS];
} Closed;

static void
closed_free (Closed *closed)
{
  g_bytes_unref (closed->log);
  g_free (closed);
}

static void
reopen_closed (WmPlaytestPage *self, gpointer data)
{
  Closed *closed = data;
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GError) error = NULL;
  WmPlaySession *session;

  variant = playable_copy (self, &error);
  /* Replayed on the variant as it is now, as an opened log is (with the
   * note of another version when the design was edited since). */
  session = variant != NULL ? wm_play_session_load (variant, closed->log, _("the finished game"),
                                                    closed->controllers, &error)
                            : NULL;
  if (session == NULL)
    {
      show_error (self, _("Cannot reopen the game"), error);
      return;
    }
  self->playing = FALSE;
  set_session (self, session);
}

static void
reopen_clicked_cb (AdwToast *toast, WmPlaytestPage *self)
{
  Closed *closed = g_object_get_data (G_OBJECT (toast), "wm-closed-game");
  Closed *copy = g_memdup2 (closed, sizeof *closed);

  g_bytes_ref (copy->log);
  /* The new game is asked about as for any other game taking its place. */
  wm_playtest_page_confirm_discard (self, page_window (self), reopen_closed, copy,
                                    (GDestroyNotify) closed_free);
}

/* Enter on the result's New Game…, Enter on Start: two keys threw away a
 * finished game, its result perhaps not read and its log not saved (review
 * k, 6). A question before Start would stand in the way of every next
 * game; as GNOME's apps undo rather than ask, the game is closed at once
 * and its toast offers it back, at its end, until the toast goes. */
static void
put_finished_aside (WmPlaytestPage *self)
{
  g_autoptr (GBytes) log = NULL;
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  Closed *closed;
  AdwToast *toast;

  if (self->session == NULL || !wm_play_session_is_over (self->session)
      || wm_play_session_n_decisions (self->session) == 0 || overlay == NULL)
    return;
  log = wm_play_session_save (self->session);
  /* Saved, opened or replayed from a batch as it stands: kept already. */
  if (self->kept_log != NULL && g_bytes_equal (log, self->kept_log))
    return;
  closed = g_new0 (Closed, 1);
  closed->log = g_steal_pointer (&log);
  for (int p = 0; p < wm_game_n_players (wm_play_session_game (self->session)); p++)
    closed->controllers[p] = wm_play_session_controller (self->session, p);
  toast = wm_toast_new (_("The finished game was closed. Its log was not saved."));
  adw_toast_set_button_label (toast, _("Reopen"));
  g_object_set_data_full (G_OBJECT (toast), "wm-closed-game", closed, (GDestroyNotify) closed_free);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (reopen_clicked_cb), self, 0);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
}

/* The game a crash interrupted, reopened at the human's decision it was
 * kept at; its slot goes, the game writing its own from now on. */
static void
reopen_recovered (WmPlaytestPage *self, gpointer data)
{
  WmRecoveryEntry *entry = self->recovered;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GBytes) log = NULL;
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GError) error = NULL;
  int controllers[WM_GAME_MAX_PLAYERS];
  WmPlaySession *session = NULL;

  if (entry == NULL)
    return;
  /* Seats the info file does not name: one human against greedy bots,
   * as an opened log without a game before it. */
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    controllers[p] = p == 0 ? WM_PLAY_HUMAN : WM_BOT_GREEDY;
  for (gsize p = 0; p < MIN (entry->n_players, WM_GAME_MAX_PLAYERS); p++)
    controllers[p] = entry->controllers[p];
  file = g_file_new_for_path (entry->path);
  log = wm_file_load_bounded (file, &error);
  if (log != NULL)
    variant = playable_copy (self, &error);
  if (variant != NULL)
    session = wm_play_session_load (variant, log, _("the interrupted game"), controllers, &error);
  /* Its slot stays for a variant mended or a next start. */
  if (session == NULL)
    {
      show_error (self, _("Cannot reopen the game"), error);
      return;
    }
  self->playing = FALSE;
  set_session (self, session);
  wm_recovery_remove (entry->path);
  g_clear_pointer (&self->recovered, wm_recovery_entry_free);
  gtk_widget_set_visible (self->recovered_button, FALSE);
  /* The toast's Reopen may be pressed on another page. */
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-section", "s", "playtest");
}

static void
reopen_recovered_cb (WmPlaytestPage *self)
{
  wm_playtest_page_confirm_discard (self, page_window (self), reopen_recovered, NULL, NULL);
}

/* A game slot a crashed Waymark left for this variant (the same file, or
 * none for one never saved) is claimed and offered back in a toast, as
 * the window offers the variant's unsaved work, and on the empty page. One
 * at a time, the newest; the others wait for the next start, as does one
 * not reopened. */
static gboolean
offer_recovered_cb (gpointer data)
{
  WmPlaytestPage *self = data;
  GtkWidget *overlay = gtk_widget_get_ancestor (GTK_WIDGET (self), ADW_TYPE_TOAST_OVERLAY);
  g_autoptr (GPtrArray) entries = NULL;
  g_autofree char *text = NULL;
  AdwToast *toast;

  self->offer_idle = 0;
  if (self->document == NULL || self->recovered != NULL || overlay == NULL)
    return G_SOURCE_REMOVE;
  self->offered = TRUE;
  entries = wm_recovery_claim_abandoned_games (wm_document_get_file (self->document));
  for (guint i = 1; i < entries->len; i++)
    wm_recovery_release (((WmRecoveryEntry *) g_ptr_array_index (entries, i))->path);
  if (entries->len == 0)
    return G_SOURCE_REMOVE;
  self->recovered = g_ptr_array_steal_index (entries, 0);
  gtk_widget_set_visible (self->recovered_button, TRUE);
  /* TRANSLATORS: the game's number of decisions, then its day */
  text = g_strdup_printf (_("Waymark did not close properly during a playtest. The game at "
                             "decision %d of day %d was kept."),
                          self->recovered->decisions, self->recovered->day);
  toast = wm_toast_new (text);
  adw_toast_set_button_label (toast, _("Reopen"));
  adw_toast_set_timeout (toast, 0);
  g_signal_connect_object (toast, "button-clicked", G_CALLBACK (reopen_recovered_cb), self,
                           G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
  return G_SOURCE_REMOVE;
}

void
wm_playtest_page_save_log_then (WmPlaytestPage *self, GtkWindow *parent, WmPlaytestGoOn go_on,
                                gpointer data, GDestroyNotify destroy)
{
  g_return_if_fail (WM_IS_PLAYTEST_PAGE (self));
  choose_file (self, parent, TRUE, go_on_new (self, go_on, data, destroy));
}

/* A game set up in the New Game dialog and dealt, waiting for the answer
 * to "Discard the Game in Progress?". */
typedef struct
{
  WmNewGameDialog *dialog;
  WmPlaySession *session;
} NewGame;

static void
new_game_free (NewGame *game)
{
  g_object_unref (game->dialog);
  g_clear_pointer (&game->session, wm_play_session_free);
  g_free (game);
}

static void
start_from_dialog (WmPlaytestPage *self, gpointer data)
{
  NewGame *game = data;

  set_session (self, g_steal_pointer (&game->session));
  gtk_window_destroy (GTK_WINDOW (game->dialog));
}

/* Start deals the game first and asks only then whether to throw away a
 * game not saved (review 17, findings 3 and 2): a setup the engine
 * refuses asks nothing and says why in the dialog, which stays, as it
 * does for a Cancel of the question standing over it. */
static void
dialog_start_cb (WmNewGameDialog *dialog, WmPlaytestPage *self)
{
  WmGameSetup setup;
  int controllers[WM_GAME_MAX_PLAYERS];
  g_autoptr (WmArrangement) arrangement = NULL;
  g_autoptr (GError) error = NULL;
  NewGame *game;

  if (!wm_new_game_dialog_get_setup (dialog, &setup, controllers, &arrangement, &error))
    return;
  /* Also when the game cannot start: the designer fixes the variant and
   * comes back to the same table. */
  g_clear_pointer (&self->last_choices, wm_new_game_choices_free);
  self->last_choices = wm_new_game_dialog_get_choices (dialog);
  setup.arrangement = arrangement;
  game = g_new0 (NewGame, 1);
  game->session = session_for (self, &setup, controllers, &error);
  /* The page's prompt is hidden behind the dialog (and, before the first
   * game, behind the empty state): the dialog says why, and stays. */
  if (game->session == NULL)
    {
      g_autofree char *text = error_text (_("Cannot start the game"), error);
      wm_new_game_dialog_show_error (dialog, text);
      g_free (game);
      return;
    }
  game->dialog = g_object_ref (dialog);
  wm_playtest_page_confirm_discard (self, GTK_WINDOW (dialog), start_from_dialog, game,
                                    (GDestroyNotify) new_game_free);
}

static WmNewGameDialog *
open_new_game (WmPlaytestPage *self)
{
  WmNewGameDialog *dialog;

  if (self->document == NULL)
    return NULL;
  dialog = wm_new_game_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   wm_document_get_variant (self->document), self->last_choices);
  g_signal_connect (dialog, "start", G_CALLBACK (dialog_start_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

static void
new_game_cb (WmPlaytestPage *self)
{
  open_new_game (self);
}

WmNewGameDialog *
wm_playtest_page_new_game_with_event (WmPlaytestPage *self, const char *event)
{
  WmNewGameDialog *dialog;

  g_return_val_if_fail (WM_IS_PLAYTEST_PAGE (self), NULL);
  dialog = open_new_game (self);
  if (dialog != NULL)
    wm_new_game_dialog_set_first_event (dialog, event);
  return dialog;
}

static void
new_game_action (GtkWidget *widget, const char *name, GVariant *parameter)
{
  new_game_cb (WM_PLAYTEST_PAGE (widget));
}

/* The folder a game log was last saved to or opened from, for as long as
 * the application runs: where the choosers start for an unsaved variant. */
static GFile *last_log_folder;

static gboolean
is_folder (GFile *file)
{
  return file != NULL
         && g_file_query_file_type (file, G_FILE_QUERY_INFO_NONE, NULL) == G_FILE_TYPE_DIRECTORY;
}

GFile *
wm_playtest_log_folder (GFile *variant_file, GFile *last_folder)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autoptr (GFile) beside = variant_file != NULL ? g_file_get_parent (variant_file) : NULL;

  if (is_folder (beside))
    return g_steal_pointer (&beside);
  /* A folder used earlier may have gone since (a temporary one). */
  if (is_folder (last_folder))
    return g_object_ref (last_folder);
  return g_file_new_for_path (documents != NULL ? documents : g_get_home_dir ());
}

char *
wm_playtest_log_name (GFile *variant_file, const char *title)
{
  g_autofree char *base
      = variant_file != NULL ? g_file_get_basename (variant_file) : g_strdup (title);
  char *dot = strrchr (base, '.');

  /* "Fens.waymark" gives "Fens-game.xml"; a name that is all extension
   * (".waymark") keeps it. */
  if (variant_file != NULL && dot != NULL && dot != base)
    *dot = '\0';
  /* A title may hold a slash, which a file name cannot. */
  g_strdelimit (base, G_DIR_SEPARATOR_S "/", '-');
  /* Translators: the file name Save Log suggests, from the variant's file
   * name or title ("Fens-game.xml"); a file name, so no slashes. */
  return g_strdup_printf (_("%s-game.xml"), base);
}

static void
file_response_cb (GtkNativeDialog *native, int response, WmPlaytestPage *self)
{
  gboolean save = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (native)) == GTK_FILE_CHOOSER_ACTION_SAVE;
  GoOn *after = g_object_get_data (G_OBJECT (native), "wm-go-on");
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_clear_object (&last_log_folder);
      last_log_folder = g_file_get_parent (file);
      if (save ? !wm_playtest_page_save_log (self, file, &error)
               : !wm_playtest_page_load_log (self, file, &error))
        show_error (self, save ? _("Cannot save the game log") : _("Cannot open the game log"), error);
      else if (after != NULL)
        go_on_run (after);
    }
  g_object_unref (native);
}

/* Logs are kept with the design they test: the chooser starts beside the
 * variant, not in the folder the application was started from. */
static void
set_log_chooser_start (WmPlaytestPage *self, GtkFileChooser *chooser, gboolean save)
{
  GFile *variant_file = self->document != NULL ? wm_document_get_file (self->document) : NULL;
  g_autoptr (GFile) folder = wm_playtest_log_folder (variant_file, last_log_folder);
  g_autoptr (GError) error = NULL;

  if (!gtk_file_chooser_set_current_folder (chooser, folder, &error))
    g_debug ("the game log chooser starts elsewhere: %s", error->message);
  if (save)
    {
      /* Without a file, after the title as a file name is written: the
       * base game's log "waymark-base-game-game.xml". After the name Save
       * As suggests, a game of the bundled game was "my-variant-game.xml",
       * a name that said it was the designer's variant (review k, 11). */
      g_autofree char *title
          = self->document != NULL ? wm_document_dup_title (self->document) : g_strdup ("game");
      g_autofree char *stem = wm_file_stem_of_title (title);
      g_autofree char *name = wm_playtest_log_name (variant_file, stem);

      gtk_file_chooser_set_current_name (chooser, name);
    }
}

/* @after (taken): what to do once the log is saved. */
static void
choose_file (WmPlaytestPage *self, GtkWindow *parent, gboolean save, GoOn *after)
{
  GtkFileChooserNative *native;
  GtkFileFilter *filter = gtk_file_filter_new ();

  native = gtk_file_chooser_native_new (save ? _("Save Game Log") : _("Open Game Log"), parent,
                                        save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                        NULL, NULL);
  gtk_file_filter_set_name (filter, _("Game logs"));
  gtk_file_filter_add_pattern (filter, "*.xml");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (native), filter);
  g_object_unref (filter);
  set_log_chooser_start (self, GTK_FILE_CHOOSER (native), save);
  if (after != NULL)
    g_object_set_data_full (G_OBJECT (native), "wm-go-on", after, (GDestroyNotify) go_on_free);
  g_signal_connect (native, "response", G_CALLBACK (file_response_cb), self);
  wm_file_chooser_show (native);
}

static void
open_chooser (WmPlaytestPage *self, gpointer unused)
{
  choose_file (self, page_window (self), FALSE, NULL);
}

static void save_cb (WmPlaytestPage *self) { choose_file (self, page_window (self), TRUE, NULL); }

/* An opened log takes the game's place, as New Game does: asked first.
 * A log is replayed on the document's variant, so a variant that cannot
 * be played is said before that question, as New Game says it before
 * its own: the designer was asked to give up the game for a log that
 * could never open (review 21, R21-1). */
static void
open_cb (WmPlaytestPage *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (WmVariant) playable = playable_copy (self, &error);

  if (playable == NULL)
    {
      g_autofree char *body = sentence_case (error->message);

      wm_message_dialog_tell (GTK_WIDGET (self), _("Cannot open the game log"), body, NULL);
      return;
    }
  wm_playtest_page_confirm_discard (self, page_window (self), open_chooser, NULL, NULL);
}

static void
step_cb (WmPlaytestPage *self)
{
  bot_step (self);
}

static void
play_cb (WmPlaytestPage *self)
{
  wm_playtest_page_set_playing (self, !self->playing);
}

gboolean
wm_playtest_page_press (WmPlaytestPage *self, WmPlaytestBotControl control)
{
  GtkWidget *buttons[] = { self->play_button, self->step_button, self->sundown_button };

  g_return_val_if_fail (WM_IS_PLAYTEST_PAGE (self), FALSE);
  g_return_val_if_fail (control < G_N_ELEMENTS (buttons), FALSE);
  if (!gtk_widget_is_sensitive (buttons[control]))
    return FALSE;
  /* At once: gtk_widget_activate () would first show the button pressed
   * for a quarter of a second. */
  g_signal_emit_by_name (buttons[control], "clicked");
  return TRUE;
}

static void
undo_cb (WmPlaytestPage *self)
{
  wm_playtest_page_undo (self);
}

static void
redo_cb (WmPlaytestPage *self)
{
  wm_playtest_page_redo (self);
}

static void
move_cursor (WmPlaytestPage *self, int delta)
{
  if (self->session == NULL)
    return;
  wm_play_session_set_cursor (self->session, wm_play_session_get_cursor (self->session) + delta);
  update (self);
}

static void back_cb (WmPlaytestPage *self) { move_cursor (self, -1); }
static void forward_cb (WmPlaytestPage *self) { move_cursor (self, 1); }

/* The position a line of the log stands for: after its decision, or for
 * a day's line, as the day began (before its first decision). */
static int
log_line_cursor (WmPlaytestPage *self, guint line)
{
  for (guint i = 0; i < self->log_entries->len; i++)
    {
      guint at = g_array_index (self->log_entries, LogEntry, i).line;

      if (at >= line)
        return at == line ? (int) i + 1 : (int) i;
    }
  return (int) self->log_entries->len; /* the day begun after the last decision */
}

/* A click on a line of the log (or Enter on it) shows the game there, as
 * the arrows would after as many steps: a designer reading the log goes
 * straight to the day or the decision read about, where the arrows took a
 * step per decision (some 60 a day). */
static void
log_activate_cb (GtkListView *view, guint position, WmPlaytestPage *self)
{
  if (self->session == NULL)
    return;
  self->log_clicked = (int) position;
  wm_play_session_set_cursor (self->session, log_line_cursor (self, position));
  update (self);
}

/* The line that tells of the game the board shows while reviewing: the
 * line clicked, when it stands for that position (a day's line and the
 * decision before it show the same game), else the last decision shown,
 * or the first day's line at the start; -1 at the live game. */
static int
log_shown_line (WmPlaytestPage *self)
{
  int cursor;

  if (self->session == NULL || !wm_play_session_reviewing (self->session))
    return -1;
  cursor = wm_play_session_get_cursor (self->session);
  if (self->log_clicked >= 0 && log_line_cursor (self, (guint) self->log_clicked) == cursor)
    return self->log_clicked;
  if (cursor <= 0 || self->log_entries->len == 0)
    return 0;
  return (int) g_array_index (self->log_entries, LogEntry,
                              MIN ((guint) cursor, self->log_entries->len) - 1)
      .line;
}

static void
mark_log_row (WmPlaytestPage *self, GtkListItem *item)
{
  GtkWidget *row = gtk_list_item_get_child (item);

  if ((int) gtk_list_item_get_position (item) == self->log_shown)
    gtk_widget_add_css_class (row, "log-shown");
  else
    gtk_widget_remove_css_class (row, "log-shown");
}

/* Marks the line of the game the board shows (review 17: after a click on
 * the log, or the arrows, nothing said which line the board was at) and
 * keeps it in view; back at the live game, no line is marked. */
static void
update_log_mark (WmPlaytestPage *self)
{
  int shown = log_shown_line (self);

  if (shown < 0)
    self->log_clicked = -1;
  if (shown == self->log_shown)
    return;
  self->log_shown = shown;
  for (guint i = 0; i < self->log_rows->len; i++)
    mark_log_row (self, self->log_rows->pdata[i]);
  if (shown >= 0)
    gtk_widget_activate_action (GTK_WIDGET (self->log_view), "list.scroll-to-item", "u",
                                (guint) shown);
}

static void
speed_changed_cb (WmPlaytestPage *self)
{
  self->delay_ms = (guint) gtk_range_get_value (GTK_RANGE (self->speed));
}

static GtkWidget *
tool_button (GtkWidget *bar, const char *icon, const char *label, const char *tooltip,
             GCallback cb, WmPlaytestPage *self)
{
  GtkWidget *button = icon ? gtk_button_new_from_icon_name (icon) : gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (button, tooltip);
  g_signal_connect_swapped (button, "clicked", cb, self);
  gtk_box_append (GTK_BOX (bar), button);
  return button;
}

/* The tooltips that name the application's shortcuts (the undo button's
 * follows the game, see update_undo_button ()). */
static void
name_shortcuts (WmPlaytestPage *self)
{
  set_tooltip_with_shortcut (self->play_button, _(PLAY_TOOLTIP), "win.playtest-play");
  update_bot_tooltips (self, self->session != NULL
                                 && wm_play_session_human_to_move (self->session) >= 0);
  set_tooltip_with_shortcut (self->redo_button, _(REDO_TOOLTIP), "win.redo");
}

static char *
delay_text (GtkScale *scale, double value, gpointer data)
{
  /* Translators: the bots' delay, in milliseconds. */
  return g_strdup_printf (_("%d ms"), (int) value);
}

static gboolean
options_closed_idle_cb (gpointer data)
{
  WmPlaytestPage *self = data;
  GtkWidget *focus = window_focus (self);

  if (!self->disposed && self->session != NULL && gtk_widget_get_mapped (GTK_WIDGET (self))
      && (focus == NULL || focus == self->options_button
          || gtk_widget_is_ancestor (focus, self->options_button))
      && deciding_human (self) >= 0)
    focus_first_choice (self);
  return G_SOURCE_REMOVE;
}

/* Play options closed (Escape, a click elsewhere): the keyboard goes back
 * to the decision when the human is to decide. It stayed on ⋮, and every
 * Enter opened the options again instead of making the decision (review
 * k, 6). After GTK has given the focus back to the button. */
static void
options_closed_cb (GtkPopover *popover, WmPlaytestPage *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, options_closed_idle_cb, g_object_ref (self),
                   g_object_unref);
}

/* What a designer sets once for a session rather than at each decision:
 * the bots' delay and what a click on the board does, in a menu at the
 * toolbar's end (in the toolbar they took it onto a second line at
 * 1024 × 768, in every language). */
static GtkWidget *
build_options (WmPlaytestPage *self)
{
  GtkWidget *button = gtk_menu_button_new ();
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (_("Delay between bot decisions"));

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_set_tooltip_text (button, _("Play options"));
  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  self->speed = GTK_SCALE (gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 0, 1000, 50));
  gtk_widget_set_size_request (GTK_WIDGET (self->speed), 200, -1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->speed), _("Pause between bot decisions (ms)"));
  gtk_scale_set_draw_value (self->speed, TRUE);
  gtk_scale_set_format_value_func (self->speed, delay_text, NULL, NULL);
  gtk_scale_set_value_pos (self->speed, GTK_POS_RIGHT);
  gtk_range_set_value (GTK_RANGE (self->speed), self->delay_ms);
  g_signal_connect_swapped (self->speed, "value-changed", G_CALLBACK (speed_changed_cb), self);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->speed), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->speed));
  self->step_by_step = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("Step by step")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->step_by_step),
                               _("A click on the board takes one step instead of going to the space"));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->step_by_step));
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (button), popover);
  g_signal_connect (popover, "closed", G_CALLBACK (options_closed_cb), self);
  self->options_button = button;
  return button;
}

static GtkWidget *
build_toolbar (WmPlaytestPage *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *game = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *bots = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *decisions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *history = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *w;

  gtk_widget_set_margin_start (bar, 6);
  gtk_widget_set_margin_end (bar, 6);
  gtk_widget_set_margin_top (bar, 6);
  w = tool_button (game, NULL, _("_New Game…"), _("Set up a new game"), G_CALLBACK (new_game_cb), self);
  gtk_widget_add_css_class (w, "suggested-action");
  tool_button (game, "document-open-symbolic", NULL, _("Open a game log"), G_CALLBACK (open_cb), self);
  self->save_button = tool_button (game, "document-save-symbolic", NULL, _("Save the game log"),
                                   G_CALLBACK (save_cb), self);
  self->play_button = tool_button (bots, "media-playback-start-symbolic", NULL, _(PLAY_TOOLTIP),
                                   G_CALLBACK (play_cb), self);
  self->step_button = tool_button (bots, "media-skip-forward-symbolic", NULL, _(STEP_TOOLTIP),
                                   G_CALLBACK (step_cb), self);
  self->sundown_button = tool_button (bots, "media-seek-forward-symbolic", NULL,
                                      _(SUNDOWN_TOOLTIP), G_CALLBACK (sundown_cb), self);
  self->undo_button = tool_button (decisions, "edit-undo-symbolic", NULL,
                                   _("Take back your last decision"), G_CALLBACK (undo_cb), self);
  self->redo_button = tool_button (decisions, "edit-redo-symbolic", NULL, _(REDO_TOOLTIP),
                                   G_CALLBACK (redo_cb), self);
  gtk_box_append (GTK_BOX (history), gtk_label_new (_("Decision")));
  self->back_button = tool_button (history, "go-previous-symbolic", NULL, _("One decision back"),
                                   G_CALLBACK (back_cb), self);
  self->position = GTK_LABEL (gtk_label_new ("0 / 0"));
  gtk_label_set_width_chars (self->position, 9);
  gtk_box_append (GTK_BOX (history), GTK_WIDGET (self->position));
  self->forward_button = tool_button (history, "go-next-symbolic", NULL, _("One decision forward"),
                                      G_CALLBACK (forward_cb), self);
  /* The groups wrap onto more lines in a narrow window (a German or Italian
   * one on a laptop screen) rather than widen it, each whole and from the
   * start of its line. */
  gtk_widget_set_layout_manager (bar, wm_wrap_layout_new (18, 6));
  gtk_box_append (GTK_BOX (bar), game);
  gtk_box_append (GTK_BOX (bar), bots);
  gtk_box_append (GTK_BOX (bar), decisions);
  gtk_box_append (GTK_BOX (history), build_options (self));
  gtk_box_append (GTK_BOX (bar), history);
  return bar;
}

/* A line of the log is its number, in a column of its own, and what
 * happened beside it: a long line wraps in the narrow column under its
 * own text, not under the number (a hanging indent, as in a numbered
 * list), and the designer reads it whole, without a tooltip for each line
 * (set_log_lines () keeps the cost of that layout to the lines that
 * change). */
static void
log_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *text = gtk_label_new (NULL);

  /* Numbers of up to three digits right-aligned: every line's text
   * starts at one place. */
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_label_set_yalign (GTK_LABEL (number), 0);
  gtk_widget_add_css_class (number, "numeric");
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (text, TRUE);
  gtk_widget_add_css_class (row, "caption");
  gtk_box_append (GTK_BOX (row), number);
  gtk_box_append (GTK_BOX (row), text);
  gtk_list_item_set_child (item, row);
}

/* The length of the number that starts a decision's line, "12. what
 * happened", up to its full stop; 0 for a day's line, which has none
 * (update_log ()). */
static gsize
log_number_length (const char *line)
{
  gsize n = 0;

  while (g_ascii_isdigit (line[n]))
    n++;
  return n > 0 && line[n] == '.' && line[n + 1] == ' ' ? n + 1 : 0;
}

/* A decision's line is its number and what happened; a day's line stands
 * out in bold in the text's column, above the day's decisions. */
static void
log_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, WmPlaytestPage *self)
{
  const char *line = gtk_string_object_get_string (gtk_list_item_get_item (item));
  GtkWidget *number = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *text = gtk_widget_get_next_sibling (number);
  gsize length = log_number_length (line);
  g_autofree char *prefix = g_strndup (line, length);

  gtk_label_set_text (GTK_LABEL (number), prefix);
  gtk_label_set_text (GTK_LABEL (text), length > 0 ? line + length + 1 : line);
  if (length > 0)
    gtk_widget_remove_css_class (text, "caption-heading");
  else
    gtk_widget_add_css_class (text, "caption-heading");
  g_ptr_array_add (self->log_rows, item);
  mark_log_row (self, item);
}

static void
log_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, WmPlaytestPage *self)
{
  if (self->log_rows != NULL) /* NULL once the page is disposed of */
    g_ptr_array_remove_fast (self->log_rows, item);
}

/* The log's height where the side panel has room, and the least it gives
 * way to in a short window (800 × 600): some three lines. */
#define LOG_HEIGHT 140
#define LOG_MIN_HEIGHT 56

/* The log's natural height is LOG_HEIGHT whatever its lines: lines coming
 * in never take room from the panels above and move the decision buttons. */
static void
log_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
             int *natural, int *minimum_baseline, int *natural_baseline)
{
  gtk_widget_measure (gtk_widget_get_first_child (widget), orientation, for_size, minimum, natural,
                      NULL, NULL);
  if (orientation == GTK_ORIENTATION_VERTICAL)
    {
      *minimum = MAX (*minimum, LOG_MIN_HEIGHT);
      *natural = MAX (*minimum, LOG_HEIGHT);
    }
}

/* A word or two beside the log's heading, hidden until its game needs it,
 * the whole of it in its tooltip: in that line it takes no room from the
 * players' panels or the decision (a warning of three lines above the
 * panels put two of three bots' lines out of view at 1280 × 800). */
static GtkWidget *
build_note (const char *icon, const char *text, const char *css_class)
{
  GtkWidget *note = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *label = gtk_label_new (text);

  gtk_box_append (GTK_BOX (note), gtk_image_new_from_icon_name (icon));
  gtk_box_append (GTK_BOX (note), label);
  /* Cut short where two of them share the line, read whole in the
   * tooltip. */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (note, css_class);
  gtk_widget_set_valign (note, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (note, FALSE);
  return note;
}

/* While a game whose cards were revealed is played on: hands, plans and
 * secret places shown face up mid-game would look like a bug without
 * it. */
static GtkWidget *
build_revealed_note (void)
{
  GtkWidget *note = build_note ("view-reveal-symbolic", _("Cards revealed at game over"),
                                "dim-label");

  gtk_widget_set_tooltip_text (note, _("This game reached its end once and showed every card: "
                                       "they stay face up after an undo, until a new game or "
                                       "another game log."));
  return note;
}

/* While a game log played on another version of the variant is open (the
 * whole warning, file and line, in its tooltip): a decision that then
 * fails, or a game that goes another way, is the changed variant's doing,
 * not the engine's. */
static GtkWidget *
build_version_note (void)
{
  return build_note ("dialog-warning-symbolic", _("Recorded on another version"), "warning");
}

/* The least the side panel gives way to: a decision button's card strip
 * and a word or two beside it on a line. */
#define SIDE_MIN_WIDTH 300

/* The log's height, its heading included, until the designer drags the
 * divider above it: some dozen lines where it had seven, the day's
 * history read without scrolling back. In a shorter window it gives way
 * first (down to LOG_MIN_HEIGHT), while the players' panels above keep
 * LOG_PANELS_ROOM beside the decision buttons: with the view's own least,
 * some 220 px, the deciding player's panel whole at planning (arrange_panels
 * ()), where 120 left it 174 px at 1024 × 768, its plan cut. */
#define LOG_SPLIT_HEIGHT 260
#define LOG_PANELS_ROOM 170

static const WmPanedState log_split = {
  .key = "playtest-log-height",
  .side = WM_PANED_END,
  .fallback = LOG_SPLIT_HEIGHT,
  .start_room = LOG_PANELS_ROOM,
  .follow = TRUE,
};

/* The players' panels and the decision above, the log under a divider
 * the designer drags (kept across runs): a designer playtesting reads the
 * day's history, one choosing watches the panels. */
static GtkPaned *
split_side (GtkWidget *top, GtkWidget *log)
{
  GtkWidget *split = gtk_paned_new (GTK_ORIENTATION_VERTICAL);

  gtk_widget_set_vexpand (split, TRUE);
  gtk_paned_set_start_child (GTK_PANED (split), top);
  gtk_paned_set_end_child (GTK_PANED (split), log);
  gtk_paned_set_resize_end_child (GTK_PANED (split), FALSE);
  gtk_paned_set_shrink_start_child (GTK_PANED (split), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (split), FALSE);
  gtk_widget_set_margin_bottom (top, 6);
  gtk_widget_set_margin_top (log, 6);
  wm_paned_state_bind (GTK_PANED (split), &log_split);
  return GTK_PANED (split);
}

static GtkWidget *
build_side (WmPlaytestPage *self)
{
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *bottom = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroll = gtk_scrolled_window_new ();
  GtkWidget *log_scroll = gtk_scrolled_window_new ();
  GtkWidget *heading, *heading_row, *log_box;
  GtkEventController *keys;
  GtkGesture *click;
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_set_margin_end (side, 6);
  gtk_widget_set_size_request (side, SIDE_MIN_WIDTH, -1);
  self->panels_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  /* The panels keep 6 px between them (their bottom margin); the first
   * one gets as much under the toolbar, where it sat flush. */
  gtk_widget_set_margin_top (self->panels_box, PANELS_GAP);
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    {
      self->panels[p] = WM_PLAYER_PANEL (wm_player_panel_new ());
      gtk_box_append (GTK_BOX (self->panels_box), GTK_WIDGET (self->panels[p]));
    }
  self->summary = WM_GAME_SUMMARY (wm_game_summary_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->summary), FALSE);
  gtk_box_append (GTK_BOX (self->panels_box), GTK_WIDGET (self->summary));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), self->panels_box);
  self->panels_scroll = GTK_SCROLLED_WINDOW (scroll);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (self->panels_scroll), "changed",
                           G_CALLBACK (panels_view_changed_cb), self, G_CONNECT_SWAPPED);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (top), scroll);

  /* The decision stays in view under the panels, however many players
   * they show; a long list of choices scrolls on its own. */
  self->decision_heading = heading = gtk_label_new (_("Your decision"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (top), heading);
  self->choices = gtk_flow_box_new ();
  gtk_widget_set_name (self->choices, "choices");
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->choices), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->choices), 2);
  gtk_widget_set_valign (self->choices, GTK_ALIGN_START);
  /* Columns of equal width: a line of short labels is not centred, so the
   * first button starts at the same place whatever the labels say. */
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->choices), TRUE);
  /* It holds the keyboard between two decisions (see update_choices ()):
   * Tab never stops on it, its focus handler passes to the buttons. */
  gtk_widget_set_focusable (self->choices, TRUE);
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (choices_key_cb), self);
  gtk_widget_add_controller (self->choices, keys);
  g_signal_connect (self->choices, "activate-cursor-child", G_CALLBACK (choices_cursor_cb), self);
  g_signal_connect (self->choices, "toggle-cursor-child", G_CALLBACK (choices_toggle_cb), self);
  g_signal_connect (self->choices, "move-cursor", G_CALLBACK (choices_move_cb), self);
  click = gtk_gesture_click_new ();
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (click), GTK_PHASE_CAPTURE);
  g_signal_connect (click, "pressed", G_CALLBACK (choices_pressed_cb), self);
  gtk_widget_add_controller (self->choices, GTK_EVENT_CONTROLLER (click));
  self->choices_scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->choices_scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  /* Its height does not follow the number of choices either: the first
   * button stays where the last click was. */
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->choices_scroll),
                                              CHOICES_HEIGHT);
  /* A hand of five shows three buttons: the bar stays drawn, so that the
   * ones below are not taken for missing (an overlay bar shows only on
   * hover). */
  gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (self->choices_scroll), FALSE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->choices_scroll), self->choices);
  gtk_box_append (GTK_BOX (top), self->choices_scroll);

  heading = gtk_label_new (_("Game log"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  heading_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_append (GTK_BOX (heading_row), heading);
  self->version_note = build_version_note ();
  gtk_box_append (GTK_BOX (heading_row), self->version_note);
  self->revealed_note = build_revealed_note ();
  gtk_box_append (GTK_BOX (heading_row), self->revealed_note);
  gtk_box_append (GTK_BOX (bottom), heading_row);
  self->log_model = gtk_string_list_new (NULL);
  self->log_key = G_MAXUINT64; /* none yet */
  self->log_entries = g_array_new (FALSE, FALSE, sizeof (LogEntry));
  g_signal_connect (factory, "setup", G_CALLBACK (log_setup_cb), NULL);
  self->log_rows = g_ptr_array_new ();
  self->log_shown = self->log_clicked = -1;
  g_signal_connect (factory, "bind", G_CALLBACK (log_bind_cb), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (log_unbind_cb), self);
  self->log_view = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->log_model)))),
                                                     factory));
  gtk_list_view_set_single_click_activate (self->log_view, TRUE);
  g_signal_connect (self->log_view, "activate", G_CALLBACK (log_activate_cb), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (log_scroll), GTK_WIDGET (self->log_view));
  /* Lines wrap at the column's width rather than scroll sideways. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (log_scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  log_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_layout_manager (log_box, gtk_custom_layout_new (NULL, log_measure, allocate_child));
  gtk_box_append (GTK_BOX (log_box), log_scroll);
  gtk_widget_set_vexpand (log_box, TRUE);
  gtk_box_append (GTK_BOX (bottom), log_box);
  self->log_split = split_side (top, bottom);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->log_split));
  return side;
}

/* Before the first game: what a playtest is, and the way to start one,
 * in place of an empty board and empty player panels. */
static GtkWidget *
build_empty (WmPlaytestPage *self)
{
  GtkWidget *page = adw_status_page_new ();
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_New Game…"));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "input-gaming-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (page), _("No Game Yet"));
  adw_status_page_set_description (ADW_STATUS_PAGE (page),
                                   _("Play the variant you are editing against bots, or watch "
                                     "bots play it: every rule of the game, the board drawn as "
                                     "it will be printed, and a log to save and replay."));
  gtk_widget_add_css_class (start, "suggested-action");
  gtk_widget_add_css_class (start, "pill");
  gtk_widget_set_halign (start, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (start), "playtest.new-game");
  gtk_box_append (GTK_BOX (box), start);
  /* While a game a crash interrupted is offered back. */
  self->recovered_button = gtk_button_new_with_mnemonic (_("_Reopen the Interrupted Game"));
  gtk_widget_add_css_class (self->recovered_button, "pill");
  gtk_widget_set_halign (self->recovered_button, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->recovered_button, FALSE);
  g_signal_connect_swapped (self->recovered_button, "clicked", G_CALLBACK (reopen_recovered_cb),
                            self);
  gtk_box_append (GTK_BOX (box), self->recovered_button);
  adw_status_page_set_child (ADW_STATUS_PAGE (page), box);
  return page;
}

/* The panel beside the board as wide as the designer last dragged it, or
 * until then SIDE_SHARE of the page's width, at least SIDE_WIDTH and at
 * most SIDE_MOST: the board, as tall as its column lets it be, does not
 * use the column's whole width in a wider window (at 1400 × 900 it
 * stood 120 px short of a side panel that kept its 340 px), the panels
 * wrap fewer lines. A third: at 1280 × 800 the board beside the face-up
 * quests is as tall as its column, 593 px across (563 beside a panel of
 * 36 %, the quests' column taking the rest of its width). In a window too narrow for both, the panel gives
 * way first, down to SIDE_MIN_WIDTH (build_side ()), while the board column
 * keeps BOARD_ROOM more than its least (the board's 180 px): at 800 × 600
 * the board gets some 270 px where it got 200 beside a panel that kept its
 * width. The same as the window is resized, not only when the page is
 * first shown. */
#define SIDE_WIDTH (340 + 6) /* with its margin */
#define SIDE_SHARE 330      /* thousandths */
#define SIDE_MOST (480 + 6)
#define BOARD_ROOM 140

static const WmPanedState side_split = {
  .key = "playtest-side-width",
  .side = WM_PANED_END,
  .fallback = SIDE_WIDTH,
  .share = SIDE_SHARE,
  .share_most = SIDE_MOST,
  .start_room = BOARD_ROOM,
  .follow = TRUE,
};

static void
build (WmPlaytestPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *left = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_widget_set_parent (box, GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (box), build_toolbar (self));
  self->paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_vexpand (self->paned, TRUE);
  self->board = WM_BOARD_VIEW (wm_board_view_new ());
  /* In a narrow window (800 × 600) the board column is taller than wide:
   * the board stays under the prompt that speaks of it, the room left over
   * below it, not in a gap between them. */
  wm_board_view_set_top (self->board, TRUE);
  g_signal_connect_swapped (self->board, "space-clicked", G_CALLBACK (space_clicked_cb), self);
  self->status = GTK_LABEL (gtk_label_new (_("No game yet: start one with New Game.")));
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "heading");
  self->status_box = steady_new (self->status);
  self->event_text = GTK_LABEL (gtk_label_new (NULL));
  self->event_box = steady_new (self->event_text);
  gtk_widget_set_visible (self->event_box, FALSE);
  gtk_label_set_lines (self->event_text, EVENT_TEXT_LINES);
  gtk_label_set_ellipsize (self->event_text, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (self->event_text), "caption");
  self->prompt = GTK_LABEL (gtk_label_new (NULL));
  self->prompt_box = steady_new (self->prompt);
  steady_set_texts (self->prompt_box, prompt_texts ());
  gtk_widget_set_margin_start (GTK_WIDGET (self->status), 8);
  gtk_widget_set_margin_start (GTK_WIDGET (self->event_text), 8);
  gtk_widget_set_margin_start (GTK_WIDGET (self->prompt), 8);
  gtk_box_append (GTK_BOX (left), self->status_box);
  gtk_box_append (GTK_BOX (left), self->event_box);
  gtk_box_append (GTK_BOX (left), self->prompt_box);
  /* The quests that lie face up beside the board, where players plan
   * their routes by them (review b, finding 3). */
  self->quests = WM_QUEST_STRIP (wm_quest_strip_new ());
  gtk_box_append (GTK_BOX (left), wm_quest_strip_with_board (GTK_WIDGET (self->board), self->quests));
  gtk_paned_set_start_child (GTK_PANED (self->paned), left);
  gtk_paned_set_end_child (GTK_PANED (self->paned), build_side (self));
  gtk_paned_set_resize_end_child (GTK_PANED (self->paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (self->paned), FALSE);
  /* A pane GtkPaned shrinks below its least size is drawn at that size,
   * cut: in a small window the board column lost its left part. The board
   * scales down to its least size instead, and no further. */
  gtk_paned_set_shrink_start_child (GTK_PANED (self->paned), FALSE);
  wm_paned_state_bind (GTK_PANED (self->paned), &side_split);
  self->body = GTK_STACK (gtk_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->body), TRUE);
  gtk_stack_add_named (self->body, build_empty (self), "empty");
  gtk_stack_add_named (self->body, self->paned, "game");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->body));
}

void
wm_playtest_page_set_document (WmPlaytestPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_PLAYTEST_PAGE (self));
  /* Another document's table is not this one's. */
  if (g_set_object (&self->document, document))
    g_clear_pointer (&self->last_choices, wm_new_game_choices_free);
  /* Once the window is built around the page, with its toasts. */
  self->offered = FALSE;
  if (document != NULL && self->recovered == NULL && self->offer_idle == 0)
    self->offer_idle = g_idle_add (offer_recovered_cb, self);
}

WmPlaySession *
wm_playtest_page_get_session (WmPlaytestPage *self)
{
  return self->session;
}

GtkWidget *
wm_playtest_page_get_board (WmPlaytestPage *self)
{
  return GTK_WIDGET (self->board);
}

GtkWidget *
wm_playtest_page_get_choices (WmPlaytestPage *self)
{
  return self->choices;
}

GtkWidget *
wm_playtest_page_get_heading (WmPlaytestPage *self)
{
  return GTK_WIDGET (self->status);
}

GtkWidget *
wm_playtest_page_get_prompt (WmPlaytestPage *self)
{
  return GTK_WIDGET (self->prompt);
}

GtkWidget *
wm_playtest_page_get_version_note (WmPlaytestPage *self)
{
  return self->version_note;
}

GtkWidget *
wm_playtest_page_get_summary (WmPlaytestPage *self)
{
  return GTK_WIDGET (self->summary);
}

static void
wm_playtest_page_dispose (GObject *object)
{
  WmPlaytestPage *self = WM_PLAYTEST_PAGE (object);
  GtkWidget *child;

  self->disposed = TRUE;
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_clear_handle_id (&self->arrange_idle, g_source_remove);
  g_clear_handle_id (&self->offer_idle, g_source_remove);
  /* Closed as asked: the game needs no recovery; one offered back and not
   * reopened is offered again at the next start. */
  remove_game_slot (self);
  if (self->recovered != NULL)
    wm_recovery_release (self->recovered->path);
  g_clear_pointer (&self->recovered, wm_recovery_entry_free);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->document);
  g_clear_object (&self->log_model);
  g_clear_pointer (&self->log_entries, g_array_unref);
  g_clear_pointer (&self->log_rows, g_ptr_array_unref);
  G_OBJECT_CLASS (wm_playtest_page_parent_class)->dispose (object);
}

static void
wm_playtest_page_finalize (GObject *object)
{
  WmPlaytestPage *self = WM_PLAYTEST_PAGE (object);

  g_clear_pointer (&self->session, wm_play_session_free);
  g_clear_pointer (&self->reach, g_array_unref);
  g_clear_pointer (&self->base_highlights, g_ptr_array_unref);
  g_clear_pointer (&self->place_names, g_strfreev);
  g_clear_pointer (&self->why_no_move, g_free);
  g_clear_pointer (&self->stale, g_ptr_array_unref);
  g_clear_pointer (&self->last_choices, wm_new_game_choices_free);
  g_clear_pointer (&self->kept_log, g_bytes_unref);
  G_OBJECT_CLASS (wm_playtest_page_parent_class)->finalize (object);
}

/* When shown: the window has its application by then (a window builds
 * its pages before it is given one). */
static void
wm_playtest_page_map (GtkWidget *widget)
{
  WmPlaytestPage *self = WM_PLAYTEST_PAGE (widget);

  GTK_WIDGET_CLASS (wm_playtest_page_parent_class)->map (widget);
  name_shortcuts (self);
  /* A page given its document before it had a window to show a toast in. */
  if (!self->offered && self->document != NULL && self->offer_idle == 0)
    self->offer_idle = g_idle_add (offer_recovered_cb, self);
}

static void
wm_playtest_page_class_init (WmPlaytestPageClass *klass)
{
  GTK_WIDGET_CLASS (klass)->map = wm_playtest_page_map;
  G_OBJECT_CLASS (klass)->dispose = wm_playtest_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_playtest_page_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  /* After every change of the game: the window's Undo and Redo follow the
   * game while the page is shown. */
  signals[HISTORY_CHANGED] = g_signal_new ("history-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The summary's New Game button; the toolbar's calls the same. */
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "playtest.new-game", NULL,
                                   new_game_action);
}

static void
wm_playtest_page_init (WmPlaytestPage *self)
{
  self->delay_ms = 300;
  self->shown_card = -1;
  self->focus = -1;
  self->stale = g_ptr_array_new_with_free_func ((GDestroyNotify) wm_play_session_free);
  build (self);
  update (self);
}

GtkWidget *
wm_playtest_page_new (void)
{
  return g_object_new (WM_TYPE_PLAYTEST_PAGE, NULL);
}
