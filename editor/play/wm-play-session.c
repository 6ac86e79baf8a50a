#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "wm-game-io.h"
#include "wm-bot-chooser.h"
#include "wm-play-session.h"
#include "wm-sim-stats.h"
#include "wm-validator.h"

struct _WmPlaySession
{
  WmVariant *variant;
  WmGame *game;
  GArray *log;   /* WmChoice */
  GArray *redo;  /* WmChoice: the decisions undone, the next one to redo first */
  WmGameState end;   /* after the whole log */
  WmGameState shown; /* after the first cursor decisions */
  int cursor;
  int cap_days;       /* of the batch the game comes from, else 0 */
  gboolean capped;    /* the batch stopped it there and nobody played on */
  gboolean revealed;  /* the log reached game over once: its cards were seen */
  char *version_warning; /* a log of another version of the variant, else NULL */
  int controllers[WM_GAME_MAX_PLAYERS];
  WmBot *bots[WM_GAME_MAX_PLAYERS];
  /* With two or more human seats: the human who last took the seat at the
   * screen (wm_play_session_hand_over ()), -1 before the first. */
  int at_screen;
};

static void
make_bots (WmPlaySession *self, const int *controllers, guint64 seed)
{
  int n = wm_game_n_players (self->game);

  for (int p = 0; p < n; p++)
    {
      self->controllers[p] = controllers ? controllers[p] : WM_PLAY_HUMAN;
      if (self->controllers[p] != WM_PLAY_HUMAN)
        {
          WmBotSpec spec = { .tier = self->controllers[p] };
          spec.persona = *wm_persona_builtin ("balanced");
          self->bots[p] = wm_bot_new (&spec, seed ^ (0x5851f42d4c957f2dULL * (guint64) (p + 1)));
        }
    }
}

static WmPlaySession *
session_new (WmVariant *variant, WmGame *game)
{
  WmPlaySession *self = g_new0 (WmPlaySession, 1);

  self->variant = wm_variant_ref (variant);
  self->game = game;
  self->log = g_array_new (FALSE, FALSE, sizeof (WmChoice));
  self->redo = g_array_new (FALSE, FALSE, sizeof (WmChoice));
  wm_game_start (game, &self->end);
  self->shown = self->end;
  self->at_screen = -1;
  return self;
}

WmPlaySession *
wm_play_session_new (WmVariant *variant, const WmGameSetup *setup, const int *controllers,
                     GError **error)
{
  WmGame *game;
  WmPlaySession *self;

  g_return_val_if_fail (variant != NULL && setup != NULL, NULL);
  game = wm_game_new (variant, setup, error);
  if (game == NULL)
    return NULL;
  self = session_new (variant, game);
  make_bots (self, controllers, setup->seed);
  return self;
}

WmPlaySession *
wm_play_session_new_from_sim (WmVariant *variant, const WmSimConfig *config, guint64 index,
                              GError **error)
{
  int n = config->n_players;
  guint64 seed = wm_sim_game_seed (config->seed, index);
  WmGameSetup setup;
  WmGame *game;
  WmPlaySession *self;

  /* The same setup as wm_sim_batch_play(): characters and bots rotate
   * over the seats with the game's index. */
  wm_sim_game_setup (variant, config, index, &setup);
  game = wm_game_new (variant, &setup, error);
  if (game == NULL)
    return NULL;
  self = session_new (variant, game);
  for (int p = 0; p < n; p++)
    {
      const WmBotSpec *spec = &config->bots[(p + index) % (guint64) config->n_bots];
      self->controllers[p] = spec->tier;
      self->bots[p] = wm_bot_new (spec, seed ^ (0x5851f42d4c957f2dULL * (guint64) (p + 1)));
    }
  while (!wm_game_is_over (&self->end) && self->end.day <= config->cap_days)
    if (!wm_play_session_bot_step (self))
      break;
  self->cap_days = config->cap_days;
  self->capped = !wm_game_is_over (&self->end) && self->end.day > config->cap_days;
  return self;
}

WmPlaySession *
wm_play_session_load (WmVariant *variant, GBytes *bytes, const char *name, const int *controllers,
                      GError **error)
{
  g_autoptr (GArray) choices = NULL;
  g_autofree char *warning = NULL;
  WmGameState end;
  /* The same reading as waymark-cli replay: an illegal decision is named by
   * its index and said at its line in the log, after the warning that the
   * log was played on another version of the variant. */
  WmGame *game = wm_game_log_replay (variant, bytes, name, &choices, &end, &warning, error);
  WmPlaySession *self;

  if (game == NULL)
    return NULL;
  self = session_new (variant, game);
  self->version_warning = g_steal_pointer (&warning);
  make_bots (self, controllers, wm_game_setup (game)->seed);
  self->end = end;
  g_array_append_vals (self->log, choices->data, choices->len);
  self->cursor = self->log->len;
  self->shown = self->end;
  self->revealed = wm_game_is_over (&self->end);
  return self;
}

void
wm_play_session_free (WmPlaySession *self)
{
  if (self == NULL)
    return;
  for (int p = 0; p < WM_GAME_MAX_PLAYERS; p++)
    g_clear_pointer (&self->bots[p], wm_bot_free);
  g_array_unref (self->log);
  g_array_unref (self->redo);
  wm_game_unref (self->game);
  wm_variant_unref (self->variant);
  g_free (self->version_warning);
  g_free (self);
}

const char *
wm_play_session_version_warning (WmPlaySession *self)
{
  return self->version_warning;
}

WmGame *
wm_play_session_game (WmPlaySession *self)
{
  return self->game;
}

const WmGameState *
wm_play_session_state (WmPlaySession *self)
{
  return &self->shown;
}

int
wm_play_session_controller (WmPlaySession *self, int player)
{
  g_return_val_if_fail (player >= 0 && player < wm_game_n_players (self->game), WM_PLAY_HUMAN);
  return self->controllers[player];
}

const char *
wm_play_session_controller_name (WmPlaySession *self, int player)
{
  /* Built once: the UI's language does not change while it runs. */
  static char *bot_names[WM_N_BOT_TIERS];
  int controller = wm_play_session_controller (self, player);

  if (controller == WM_PLAY_HUMAN)
    return _("Human");
  if (bot_names[controller] == NULL)
    bot_names[controller] = g_strdup_printf (_("Bot: %s"), wm_bot_chooser_tier_title (controller));
  return bot_names[controller];
}

WmBot *
wm_play_session_bot (WmPlaySession *self, int player)
{
  g_return_val_if_fail (player >= 0 && player < wm_game_n_players (self->game), NULL);
  return self->bots[player];
}

int
wm_play_session_human_to_move (WmPlaySession *self)
{
  int p = wm_game_to_move (&self->end);

  if (p < 0 || wm_play_session_reviewing (self))
    return -1;
  return self->controllers[p] == WM_PLAY_HUMAN ? p : -1;
}

static int
n_humans (WmPlaySession *self)
{
  int n = 0;

  for (int p = 0; p < wm_game_n_players (self->game); p++)
    n += self->controllers[p] == WM_PLAY_HUMAN;
  return n;
}

gboolean
wm_play_session_hot_seat (WmPlaySession *self)
{
  return n_humans (self) >= 2 && !self->revealed;
}

/* The human to move at the end of the log, also while reviewing. */
static int
human_next (WmPlaySession *self)
{
  int p = wm_game_to_move (&self->end);

  return p >= 0 && self->controllers[p] == WM_PLAY_HUMAN ? p : -1;
}

int
wm_play_session_hand_over_to (WmPlaySession *self)
{
  int p = human_next (self);

  return wm_play_session_hot_seat (self) && p >= 0 && p != self->at_screen ? p : -1;
}

void
wm_play_session_hand_over (WmPlaySession *self)
{
  int p = wm_play_session_hand_over_to (self);

  if (p >= 0)
    self->at_screen = p;
}

int
wm_play_session_at_screen (WmPlaySession *self)
{
  return wm_play_session_hot_seat (self) ? self->at_screen : -1;
}

int
wm_play_session_viewer (WmPlaySession *self)
{
  int p;

  /* Once the game has been over nothing is left to hide: reviewing a
   * finished game shows every position in full, as the cards lie turned
   * over, and so does playing on after an undo, as the designer has seen
   * every card already. */
  if (self->revealed)
    return -1;
  /* Hot seat: the view of the human at the screen while it is that
   * human's decision (also looking back from it: nothing they did not
   * know), else only what the whole table knows; the bots' turns and the
   * hand-over in between show no human's hand or plan. */
  if (n_humans (self) >= 2)
    {
      p = human_next (self);
      return p >= 0 && p == self->at_screen ? p : WM_PLAY_VIEW_PUBLIC;
    }
  p = wm_play_session_human_to_move (self);
  if (p >= 0)
    return p;
  for (p = 0; p < wm_game_n_players (self->game); p++)
    if (self->controllers[p] == WM_PLAY_HUMAN)
      return p;
  return -1;
}

gboolean
wm_play_session_is_over (WmPlaySession *self)
{
  return wm_game_is_over (&self->end);
}

gboolean
wm_play_session_revealed (WmPlaySession *self)
{
  return self->revealed;
}

const WmGameState *
wm_play_session_end (WmPlaySession *self)
{
  return &self->end;
}

gboolean
wm_play_session_stopped_at_cap (WmPlaySession *self)
{
  return self->capped;
}

int
wm_play_session_cap_days (WmPlaySession *self)
{
  return self->cap_days;
}

static gboolean
holds (const WmPlayerState *ps, int card)
{
  for (int i = 0; i < ps->n_held; i++)
    if (ps->held[i].card == card)
      return TRUE;
  return FALSE;
}

/* Quests that left @before's hand with @choice: completed unless the
 * choice discarded them (a side quest over the limit, or one given up to
 * take a common quest). */
static void
record_quests (const WmPlayerState *before, const WmPlayerState *after, const WmChoice *choice,
               WmPlayRecord *record)
{
  for (int i = 0; i < before->n_held; i++)
    {
      int card = before->held[i].card;
      if (holds (after, card) || (choice->kind == WM_CHOICE_DISCARD && choice->a == card)
          || (choice->kind == WM_CHOICE_TAKE_QUEST && choice->b == card))
        continue;
      if (record->n_quests < WM_PLAY_MAX_LISTED)
        record->quests[record->n_quests] = (guint8) card;
      record->n_quests++;
    }
}

static int
new_discoveries (const WmGameState *before, const WmGameState *after)
{
  int n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (after->discovered); i++)
    n += __builtin_popcount (after->discovered[i] & ~before->discovered[i]);
  return n;
}

/* The state keeps no per-player history, so the log is played through
 * once and each decision compared with the state before it; a place
 * counts for the player whose decision ended the move onto it. */
void
wm_play_session_records (WmPlaySession *self, WmPlayRecord records[WM_GAME_MAX_PLAYERS])
{
  WmGameState state, before;

  memset (records, 0, WM_GAME_MAX_PLAYERS * sizeof (WmPlayRecord));
  wm_game_start (self->game, &state);
  for (guint i = 0; i < self->log->len; i++)
    {
      const WmChoice *choice = &g_array_index (self->log, WmChoice, i);
      before = state;
      wm_game_apply_listed (self->game, &state, choice);
      for (int p = 0; p < state.n_players; p++)
        if (before.players[p].n_held != 0)
          record_quests (&before.players[p], &state.players[p], choice, &records[p]);
      if (choice->player < WM_GAME_MAX_PLAYERS)
        records[choice->player].n_places += new_discoveries (&before, &state);
    }
}

int
wm_play_session_n_decisions (WmPlaySession *self)
{
  return self->log->len;
}

const WmChoice *
wm_play_session_decision (WmPlaySession *self, int i)
{
  g_return_val_if_fail (i >= 0 && (guint) i < self->log->len, NULL);
  return &g_array_index (self->log, WmChoice, i);
}

gboolean
wm_play_session_reviewing (WmPlaySession *self)
{
  return (guint) self->cursor != self->log->len;
}

static gboolean
same_choice (const WmChoice *a, const WmChoice *b)
{
  return a->kind == b->kind && a->player == b->player && a->a == b->a && a->b == b->b;
}

gboolean
wm_play_session_apply (WmPlaySession *self, const WmChoice *choice, GError **error)
{
  if (wm_play_session_reviewing (self))
    {
      g_set_error (error, WM_GAME_ERROR, WM_GAME_ERROR_ILLEGAL,
                   _("Go to the end of the game before making a decision"));
      return FALSE;
    }
  if (!wm_game_apply (self->game, &self->end, choice, error))
    return FALSE;
  g_array_append_val (self->log, *choice);
  self->cursor = self->log->len;
  self->shown = self->end;
  self->capped = FALSE;
  self->revealed |= wm_game_is_over (&self->end);
  /* The decision undone made again keeps what followed it to redo; any
   * other takes the game elsewhere. */
  if (self->redo->len > 0 && same_choice (choice, &g_array_index (self->redo, WmChoice, 0)))
    g_array_remove_index (self->redo, 0);
  else
    g_array_set_size (self->redo, 0);
  return TRUE;
}

gboolean
wm_play_session_bot_step (WmPlaySession *self)
{
  int p = wm_game_to_move (&self->end);
  WmChoice choice;

  if (p < 0 || self->bots[p] == NULL || wm_play_session_reviewing (self))
    return FALSE;
  wm_bot_decide (self->bots[p], self->game, &self->end, p, &choice);
  return wm_play_session_apply (self, &choice, NULL);
}

/* Replays the first @n decisions of the log into @state. */
static void
replay (WmPlaySession *self, int n, WmGameState *state)
{
  g_autoptr (GError) error = NULL;

  if (!wm_game_replay (self->game, (WmChoice *) self->log->data, n, state, &error))
    g_critical ("A log that played cannot replay: %s", error->message);
}

static gboolean
is_human (WmPlaySession *self, const WmChoice *choice)
{
  return self->controllers[choice->player] == WM_PLAY_HUMAN;
}

/* The index of the last human decision in the log, -1 none. */
static int
last_human (WmPlaySession *self)
{
  for (int i = self->log->len - 1; i >= 0; i--)
    if (is_human (self, &g_array_index (self->log, WmChoice, i)))
      return i;
  return -1;
}

int
wm_play_session_undo_stopped_by (WmPlaySession *self)
{
  int last = last_human (self);
  int p = last >= 0 ? g_array_index (self->log, WmChoice, last).player : -1;

  return p >= 0 && wm_play_session_hot_seat (self) && p != self->at_screen ? p : -1;
}

gboolean
wm_play_session_can_undo_human (WmPlaySession *self)
{
  return last_human (self) >= 0 && wm_play_session_undo_stopped_by (self) < 0;
}

gboolean
wm_play_session_undo_human (WmPlaySession *self)
{
  int last = last_human (self);

  if (!wm_play_session_can_undo_human (self))
    return FALSE;
  g_array_prepend_vals (self->redo, &g_array_index (self->log, WmChoice, last),
                        self->log->len - last);
  g_array_set_size (self->log, last);
  replay (self, last, &self->end);
  self->cursor = last;
  self->shown = self->end;
  self->capped = FALSE;
  return TRUE;
}

gboolean
wm_play_session_can_redo (WmPlaySession *self)
{
  return self->redo->len > 0;
}

/* Undo took back a human decision and the bots' answers after it: redo
 * makes them again, as they were (a bot asked again might answer
 * otherwise), up to the next human decision undone. */
gboolean
wm_play_session_redo (WmPlaySession *self)
{
  if (self->redo->len == 0 || wm_play_session_reviewing (self))
    return FALSE;
  do
    {
      WmChoice next = g_array_index (self->redo, WmChoice, 0);

      if (!wm_play_session_apply (self, &next, NULL))
        {
          g_critical ("A decision undone cannot be made again");
          g_array_set_size (self->redo, 0);
          break;
        }
    }
  while (self->redo->len > 0 && !is_human (self, &g_array_index (self->redo, WmChoice, 0)));
  return TRUE;
}

void
wm_play_session_set_cursor (WmPlaySession *self, int n)
{
  n = CLAMP (n, 0, (int) self->log->len);
  if (n == self->cursor)
    return;
  self->cursor = n;
  if ((guint) n == self->log->len)
    self->shown = self->end;
  else
    replay (self, n, &self->shown);
}

int
wm_play_session_get_cursor (WmPlaySession *self)
{
  return self->cursor;
}

GBytes *
wm_play_session_save (WmPlaySession *self)
{
  return wm_game_log_save (self->game, (WmChoice *) self->log->data, self->log->len,
                           wm_game_is_over (&self->end) ? &self->end : NULL);
}

WmDiagnostics *
wm_play_design_errors (WmVariant *variant, const char *file_name)
{
  g_autoptr (WmDiagnostics) found = wm_diagnostics_new (file_name);
  WmDiagnostics *errors = wm_diagnostics_new (file_name);

  wm_validate_into (variant, WM_VALIDATE_DESIGN, found);
  wm_diagnostics_sort (found);
  for (guint i = 0; i < wm_diagnostics_count (found); i++)
    if (wm_diagnostics_get (found, i)->severity == WM_SEVERITY_ERROR)
      wm_diagnostics_add_copy (errors, wm_diagnostics_get (found, i));
  if (wm_diagnostics_count (errors) == 0)
    g_clear_pointer (&errors, wm_diagnostics_free);
  return errors;
}

/* How many of the errors a failure message shows: the first say what to
 * fix; `waymark-cli validate` lists them all. */
#define LOAD_ERRORS_SHOWN 3

/* Why the variant cannot be simulated (@heading): the first errors as the
 * Open dialog shows them ("Error, line 212: … [code]", in the UI's
 * language, the line that of the document as it would be saved), so the
 * designer sees what to fix rather than only that something is wrong. */
char *
wm_play_failure_message (const char *heading, WmDiagnostics *diags)
{
  GString *out = g_string_new (heading);
  guint errors = wm_diagnostics_count_errors (diags), shown = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags) && shown < LOAD_ERRORS_SHOWN; i++)
    {
      const WmDiagnostic *diag = wm_diagnostics_get (diags, i);
      g_autofree char *line = NULL;

      if (diag->severity != WM_SEVERITY_ERROR)
        continue;
      line = wm_diagnostic_format_for_display (diag);
      g_string_append_printf (out, "\n%s", line);
      shown++;
    }
  if (errors > shown)
    {
      g_string_append_c (out, '\n');
      g_string_append_printf (out, g_dngettext (NULL, "… and %u more error", "… and %u more errors",
                                                errors - shown),
                              errors - shown);
    }
  return g_string_free (out, FALSE);
}
