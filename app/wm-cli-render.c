#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-render-card.h"
#include "wm-render-export.h"
#include "wm-render-game.h"
#include "wm-render-map.h"

/* What one `render` draws; passed to the export's draw callback. */
typedef struct
{
  const WmVariant *variant;
  const WmRegion *region;
  const WmSide *side;
  const WmDeck *deck;
  const WmCard *card;
  const WmCharacter *character; /* a character's card: deck and card NULL */
  const WmMap *map;
  const WmGame *game;
  const WmGameState *state;
  gboolean back;
  gboolean light; /* the back as print --light-backs prints it */
  double mm_per_unit;
  WmMapStyle style;
} RenderJob;

static void
draw_job (cairo_t *cr, gpointer user_data)
{
  RenderJob *job = user_data;

  if (job->card != NULL)
    {
      if (job->back)
        wm_render_card_back (cr, job->variant, job->deck, job->style.lang, 0, job->light);
      else
        wm_render_card_front (cr, job->variant, job->deck, job->card, job->style.lang, 0, NULL);
      return;
    }
  if (job->character != NULL)
    {
      if (job->back)
        wm_render_character_back (cr, job->variant, job->character, job->style.lang, 0,
                                  job->light);
      else
        wm_render_character_front (cr, job->variant, job->character, job->style.lang, 0, NULL);
      return;
    }
  cairo_scale (cr, job->mm_per_unit, job->mm_per_unit);
  if (job->region != NULL)
    wm_render_region_sheet (cr, job->variant, job->region, job->side, &job->style,
                            job->mm_per_unit);
  else if (job->game != NULL)
    wm_render_game_state (cr, job->game, job->state, &job->style);
  else
    wm_render_map (cr, job->map, &job->style);
}

/* An --out with another extension was given: the problem is its name, said
 * as every problem with a file is, not a missing option. */
static void
report_picture_kind (const char *out)
{
  wm_cli_report_output_problem (out, _("only .png or .svg pictures are drawn: the extension of "
                                       "the name says which"));
}

/* A card drawn with its text or a name cut is not drawn quietly: the
 * validator's warnings for the face drawn on stderr — a front's text,
 * names and its deck's name in the footer, a back's plate and towns, not
 * the other face's. The exit status stays 0: the picture is written,
 * marked where it is cut. */
static void
warn_cut_card (const RenderJob *job, const char *file)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (wm_cli_variant_file_name (file));
  const char *lang
      = job->style.lang ? job->style.lang : wm_variant_fallback_language (job->variant);

  /* A character's back holds its name only, which nothing checks (print
   * checks a character's front alone). */
  if (job->character != NULL && !job->back)
    wm_character_face_diagnostics (job->variant, job->character, lang, diags);
  if (job->card != NULL)
    wm_deck_name_diagnostics (job->variant, job->deck, lang,
                              job->back ? WM_CARD_SIDE_BACK : WM_CARD_SIDE_FRONT, diags);
  if (job->card != NULL && !job->back)
    wm_card_face_diagnostics (job->variant, job->deck, job->card, lang, diags);
  wm_cli_print_diagnostics (diags, stderr);
}

/* A region's sheet drawn with a name cut is not drawn quietly either: the
 * validator's map-label-overflow warnings for that sheet, in its language
 * and at its scale, on stderr; the exit status stays 0. */
static void
warn_cut_sheet (const RenderJob *job, const char *file)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (wm_cli_variant_file_name (file));

  wm_map_sheet_text_diagnostics (job->variant, job->region, job->side, job->style.lang,
                                 job->mm_per_unit, diags);
  wm_cli_print_diagnostics (diags, stderr);
}

/* Nor a board with a name past its edge: map-label-overflow for each
 * name the picture cuts, said as for a sheet; the exit status is the
 * board's own. */
static void
warn_cut_board (const RenderJob *job, const char *file)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (wm_cli_variant_file_name (file));

  wm_map_board_text_diagnostics (job->map, &job->style, diags);
  wm_cli_print_diagnostics (diags, stderr);
}

/* --players of --game: a number in the variant's range, else a usage
 * error naming it, as in play and simulate (exit 2); without it
 * wm_cli_default_players (). A count in the range that the variant still
 * cannot deal (too few characters) is the game's error (exit 1). */
static gboolean
players_of (const WmVariant *variant, const char *text, int *players)
{
  gint64 n = 0;
  int least, most;

  if (text == NULL)
    {
      *players = wm_cli_default_players (variant);
      return TRUE;
    }
  wm_cli_player_range (variant, &least, &most);
  if (g_ascii_string_to_signed (text, 10, least, most, &n, NULL))
    {
      *players = (int) n;
      return TRUE;
    }
  /* TRANSLATORS: the variant's least and most players. */
  g_printerr (_("waymark-cli render: --players takes a number of players (%d–%d)\n"), least,
              most);
  return FALSE;
}

int
wm_cli_render (int argc, char **argv)
{
  g_autofree char *region_id = NULL, *side_id = NULL, *card_id = NULL, *out = NULL;
  g_autofree char *arrangement = NULL, *lang = NULL, *game_seed = NULL;
  gboolean board = FALSE, back = FALSE, light_backs = FALSE, ids = FALSE, draft = FALSE;
  gboolean broken = FALSE; /* the board drawn has problems */
  guint64 seed = 0;
  g_autofree char *players_text = NULL; /* a number; NULL: wm_cli_default_players () */
  int players = 0;
  gboolean variable_setup = FALSE;
  g_auto (WmCliVariantOptions) variant_options = { 0 };
  double dpi = 150, unit_mm = WM_DEFAULT_MM_PER_UNIT;
  GOptionEntry entries[] = {
    { "region", 0, 0, G_OPTION_ARG_STRING, &region_id, N_("Draw this region"), N_("ID") },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side_id, N_("Side of the region (default a)"),
      N_("a|b") },
    { "card", 0, 0, G_OPTION_ARG_STRING, &card_id,
      N_("Draw this card, or a character's card by the character's id"), N_("ID") },
    { "back", 0, 0, G_OPTION_ARG_NONE, &back, N_("Draw the card's back instead of its front"),
      NULL },
    { "light-backs", 0, 0, G_OPTION_ARG_NONE, &light_backs,
      N_("With --back: the back framed in its deck's colour on white, as print --light-backs "
         "prints it"),
      NULL },
    { "board", 0, 0, G_OPTION_ARG_NONE, &board, N_("Draw the assembled board"), NULL },
    { "arrangement", 0, 0, G_OPTION_ARG_STRING, &arrangement,
      N_("Board cells row by row, e.g. r1:A:0,r2:A:90,r3:A:180,r4:A:270"), N_("SPEC") },
    { "game", 0, 0, G_OPTION_ARG_STRING, &game_seed,
      N_("With --board: deal a game from this seed and draw its opening position"), N_("SEED") },
    { "players", 0, 0, G_OPTION_ARG_STRING, &players_text,
      N_("Players of --game (default: one per character, within the variant's range)"), N_("N") },
    WM_CLI_SETUP_OPTION_ENTRIES (variant_options),
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_("Output file (.png or .svg)"), N_("FILE") },
    { "dpi", 0, 0, G_OPTION_ARG_DOUBLE, &dpi, N_("Resolution of PNG output (default 150)"),
      N_("N") },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang, N_("Language of the texts"), N_("L") },
    { "unit-mm", 0, 0, G_OPTION_ARG_DOUBLE, &unit_mm, N_("Millimetres per map unit (default 20)"),
      N_("MM") },
    { "ids", 0, 0, G_OPTION_ARG_NONE, &ids, N_("Show space ids on maps"), NULL },
    { "draft", 0, 0, G_OPTION_ARG_NONE, &draft,
      N_("Maps in the editor's live-view quality (cheaper antialiasing)"), NULL },
    { NULL }
  };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (WmArrangement) arr = NULL;
  g_autoptr (WmMap) map = NULL;
  g_autoptr (WmGame) game = NULL;
  WmGameState state;
  RenderJob job = { 0 };
  double w, h;
  int status = EXIT_CLEAN;

  /* Translators: the usage line of --help: option names stay as they are,
   * the words in capitals are written as in the options' arguments. */
  if (!wm_cli_parse_options (N_("FILE (--region ID [--side a|b] | --card ID | --board) "
                                "--out FILE"),
                             N_("Draw a region side, a card or the board to PNG or SVG."), entries,
                             &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "render")) != EXIT_CLEAN)
    return status;
  if ((region_id != NULL) + (card_id != NULL) + (board != FALSE) != 1)
    {
      g_printerr (_("waymark-cli render: give exactly one of --region, --card, --board\n"));
      return EXIT_USAGE;
    }
  /* as print refuses --light-backs without the backs it changes */
  if (light_backs && (!back || card_id == NULL))
    {
      g_printerr (_("waymark-cli render: --light-backs needs --card ID --back: it is how a "
                    "card's back is printed\n"));
      return EXIT_USAGE;
    }
  if (out == NULL)
    {
      g_printerr (_("waymark-cli render: --out FILE.png or FILE.svg is required\n"));
      return EXIT_USAGE;
    }
  if (!wm_render_export_supported (out))
    {
      report_picture_kind (out);
      return EXIT_USAGE;
    }
  if (!wm_cli_output_spares_input ("--out", out, argv[1], WM_CLI_INPUT_VARIANT))
    return EXIT_USAGE;
  /* each wrong option on a line of its own, both when both are */
  if (!(wm_cli_check_range ("render", "--dpi", dpi, 10, 2400)
        & wm_cli_check_range ("render", "--unit-mm", unit_mm, 1, 200)
        & wm_cli_check_side ("render", side_id)))
    return EXIT_USAGE;
  if (!wm_cli_parse_seed ("--game", game_seed, &seed, &error))
    {
      g_printerr ("waymark-cli render: %s\n", error->message);
      return EXIT_USAGE;
    }
  /* A game is dealt only from a variant without errors, as play and
   * simulate deal one; a card or a board of a draft is drawn all the same,
   * as the app opens and draws it (an unknown town, a value out of range),
   * with a word about its errors. */
  variant = game_seed != NULL && region_id == NULL && card_id == NULL
                ? wm_cli_load_playable ("render", argv[1], &status)
                : wm_cli_load_drawable_or_report (argv[1], &status);
  if (variant == NULL)
    return status;
  if (!wm_cli_variable_setup ("render", &variant_options, variant, &variable_setup)
      || !players_of (variant, players_text, &players))
    return EXIT_USAGE;

  job.variant = variant;
  job.back = back;
  job.light = light_backs;
  job.mm_per_unit = unit_mm;
  wm_map_style_init (&job.style);
  job.style.lang = wm_cli_text_language ("render", variant, lang);
  job.style.space_ids = ids;
  job.style.draft = draft;
  if (region_id != NULL)
    {
      /* a or b, in either case, as print takes it */
      int side = wm_side_index (g_ascii_toupper (side_id ? side_id[0] : 'a'));
      job.region = wm_variant_find_region (variant, region_id);
      if (job.region == NULL || side < 0 || job.region->sides[side] == NULL)
        {
          g_printerr (_("waymark-cli render: no region “%s” with side “%s”\n"), region_id,
                      side_id ? side_id : "a");
          return EXIT_USAGE;
        }
      job.side = job.region->sides[side];
      w = job.region->size * unit_mm;
      h = (job.region->size + WM_CAPTION_UNITS) * unit_mm;
    }
  else if (card_id != NULL)
    {
      WmDeck *deck = NULL;
      WmCard *card = NULL;
      WmCharacter *character = NULL;
      /* The ids print --card-ids takes: a character's card is named by
       * the character's id. */
      if (!wm_variant_find_printed_card (variant, card_id, &card, &deck, &character))
        {
          g_printerr (_("waymark-cli render: no card or character “%s”\n"), card_id);
          return EXIT_USAGE;
        }
      job.card = card;
      job.deck = card != NULL ? deck : NULL;
      job.character = character;
      wm_card_size (job.deck, &w, &h);
    }
  else
    {
      if (arrangement != NULL)
        arr = wm_arrangement_parse (variant, arrangement, &error);
      else
        arr = wm_arrangement_default (variant, variable_setup);
      if (arr == NULL)
        {
          g_printerr (_("waymark-cli render: --arrangement: %s\n"),
                      error ? error->message : _("cannot arrange the board"));
          return EXIT_USAGE;
        }
      if (game_seed != NULL)
        {
          WmGameSetup setup;
          wm_game_setup_init (&setup, variant, players);
          setup.seed = seed;
          setup.arrangement = arrangement != NULL ? arr : NULL;
          /* A typed arrangement's sides say which setup it is (side B is
           * the variable setup's), and a board that mixes sides is refused
           * by wm_game_new(); without one, the game is dealt at random on
           * the side the options choose, as play deals it. */
          setup.variable_setup = arrangement != NULL ? arr->cells[0].side == 1 : variable_setup;
          game = wm_game_new (variant, &setup, &error);
          if (game == NULL)
            {
              /* An unplayable setup, as in play and simulate. */
              g_printerr (_("waymark-cli render: --game: %s\n"), error->message);
              return EXIT_PROBLEMS;
            }
          wm_game_start (game, &state);
          job.game = game;
          job.state = &state;
          job.map = wm_game_map (game);
        }
      else
        {
          g_autoptr (WmDiagnostics) problems = wm_diagnostics_new (argv[1]);
          map = wm_map_build (variant, arr, problems);
          if (map == NULL)
            {
              wm_cli_print_diagnostics (problems, stderr);
              return EXIT_PROBLEMS;
            }
          /* A board whose ports do not meet is drawn all the same (the
           * picture shows where), and its problems said, as `board` does. */
          if (wm_diagnostics_count (problems) > 0)
            {
              wm_cli_print_diagnostics (problems, stderr);
              broken = TRUE;
            }
          job.map = map;
        }
      w = job.map->arrangement->cols * job.map->cell_size * unit_mm;
      h = job.map->arrangement->rows * job.map->cell_size * unit_mm;
    }
  if (!wm_render_export (out, w, h, dpi, draw_job, &job, &error))
    {
      wm_cli_report_file_problem (out, error, TRUE);
      return EXIT_USAGE;
    }
  wm_cli_warn_variant_errors (variant, argv[1]);
  if (job.card != NULL || job.character != NULL)
    warn_cut_card (&job, argv[1]);
  else if (job.region != NULL)
    warn_cut_sheet (&job, argv[1]);
  else
    warn_cut_board (&job, argv[1]);
  return broken ? EXIT_PROBLEMS : EXIT_CLEAN;
}
