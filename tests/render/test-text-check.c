/* The validator's text check: a card text too long for its box is a
 * card-text-overflow warning on that card's line, in that language only,
 * and `waymark-cli validate` reports it; a name too long for its title
 * band is a card-name-overflow warning, a character's card's too, and a
 * deck name too long for the footer a deck-name-overflow one. */

#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-map.h"
#include "wm-print.h"
#include "wm-render-card.h"
#include "wm-render-map.h"
#include "wm-render-util.h"
#include "wm-variant-io.h"

static WmVariant *
base_with_long_text (WmCard **card_out)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  WmVariant *variant = wm_variant_load_base (diags);
  WmCard *card = wm_variant_find_card (variant, "A07", NULL);
  g_autoptr (GString) text = g_string_new (NULL);

  g_assert_nonnull (card);
  for (int i = 0; i < 60; i++)
    g_string_append (text, "The merchant talks and talks about the road ahead. ");
  wm_text_set (&card->text, "de", text->str);
  card->line = 777;
  *card_out = card;
  return variant;
}

static void
test_base_fits (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");

  wm_card_check_text_diagnostics (variant, diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 0);
}

static void
test_overflow_reported (void)
{
  WmCard *card = NULL;
  g_autoptr (WmVariant) variant = base_with_long_text (&card);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  const WmDiagnostic *d;

  wm_card_check_text_diagnostics (variant, diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "card-text-overflow");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, 777);
  g_assert_nonnull (strstr (d->message, "in German"));
  g_assert_nonnull (strstr (d->where, "card A07"));
}

/* One unbroken word of @n W's after "Visit " in card A07's English text:
 * reported, and what it needs is more than the box holds. Pango added the
 * word's width in an int, so 40,000 W's "fitted"; 200 needed "24.6 mm"
 * of a box holding 24.6 mm. */
static void
check_long_word (int n)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("word");
  WmDeck *deck = NULL;
  WmCard *card = wm_variant_find_card (variant, "A07", &deck);
  g_autofree char *word = g_strnfill (n, 'W');
  g_autofree char *text = g_strconcat ("Visit ", word, NULL);
  const WmDiagnostic *d;
  const char *needs;
  double need = 0, pt = 0, holds = 0;

  wm_text_set (&card->text, "en", text);
  wm_card_face_diagnostics (variant, deck, card, "en", diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "card-text-overflow");
  g_assert_nonnull (strstr (d->message, "card “A07” in English"));
  needs = strstr (d->message, "it needs ");
  g_assert_nonnull (needs);
  g_assert_cmpint (sscanf (needs, "it needs %lf mm at %lf pt and the box holds %lf mm", &need, &pt,
                           &holds),
                   ==, 3);
  g_assert_cmpfloat (pt, ==, 6.0);
  g_assert_cmpfloat (holds, >, 10);
  g_assert_cmpfloat (need, >, holds);
  if (n > 1000)
    g_assert_cmpfloat (need, >, 100 * holds);
}

/* "Visit " and @n W's at @size mm, wrapped to @width mm (wm_text_wrap ()). */
static double
wrap_word (int n, double width, double size, int *lines)
{
  g_autofree char *word = g_strnfill (n, 'W');
  g_autofree char *text = g_strconcat ("Visit ", word, NULL);

  return wm_text_wrap (text, width, size, FALSE, lines);
}

/* A word wider than pango's int (some 100 m at the layout's scale) is
 * measured as the lines it takes: pango laid it out as one empty line, a
 * text that "fitted" (e73b7d7: 40,000 W's on a card at 8.5 pt passed the
 * check). At 250 mm 600 W's are past the int where 300 are not, so the
 * case takes a few hundred letters rather than the 40,000 a card needs,
 * whose line breaking took some 20 s of processor time: twice the word,
 * twice the lines. */
static void
check_word_past_int (void)
{
  int half_lines = 0, lines = 0;
  double half = wrap_word (300, 2000, 250, &half_lines);
  double whole = wrap_word (600, 2000, 250, &lines);

  g_assert_cmpint (half_lines, >, 20);
  g_assert_cmpint (lines, >=, 2 * half_lines - 2);
  g_assert_cmpint (lines, <=, 2 * half_lines + 2);
  g_assert_cmpfloat (whole, >, 1.9 * half);
  g_assert_cmpfloat (whole, <, 2.1 * half);
}

static void
test_long_word (void)
{
  check_long_word (200);
  check_long_word (400);
  check_word_past_int ();
}

/* A text of no width ("\u200B", a left-to-right mark, a joiner) takes
 * its lines at the height of any text of the size: wm_text_wrap ()
 * measured it again at every twentieth of the size, some 250 layouts
 * deep until the size was no size at all, and found it 0 high. Drawn, it
 * says the height it is measured at. */
static void
test_zero_width (void)
{
  static const char *const texts[] = { "\u200B", "\u200B\u200B\u200B", "\u200E", "\u200D\u2060" };
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  int lines = 0;
  double line = wm_text_wrap ("Visit", 40, 3, FALSE, &lines);

  g_assert_cmpint (lines, ==, 1);
  g_assert_cmpfloat (line, >, 3);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autofree char *two = g_strconcat (texts[i], "\n", texts[i], NULL);

      lines = 0;
      g_assert_cmpfloat_with_epsilon (wm_text_wrap (texts[i], 40, 3, FALSE, &lines), line, 0.01);
      g_assert_cmpint (lines, ==, 1);
      g_assert_cmpfloat_with_epsilon (wm_text_wrap (two, 40, 3, FALSE, &lines), 2 * line, 0.02);
      g_assert_cmpint (lines, ==, 2);
      g_assert_cmpfloat_with_epsilon (wm_draw_text (cr, two, 0, 0, 40, 3, FALSE, WM_ALIGN_CENTER),
                                      2 * line, 0.1);
      /* of no size, it is of no height, on its line */
      g_assert_cmpfloat (wm_text_wrap (texts[i], 40, 0, FALSE, &lines), ==, 0);
      g_assert_cmpint (lines, ==, 1);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A word too wide for pango's int (wm_text_wrap ()) is drawn as it is
 * measured, broken over lines within its width: pango laid it out as one
 * line it could not measure, drawn cut at the box's edge. At 6 pt a card
 * text needs some 53,000 W's for that; at 10 mm 12,000 do (review f,
 * finding 6). */
static void
test_long_word_drawn (void)
{
  g_autofree char *word = g_strnfill (12000, 'W');
  g_autofree char *text = g_strconcat ("Visit ", word, NULL);
  cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, NULL);
  cairo_t *cr = cairo_create (surface);
  double x, y, w, h, used, measured;

  used = wm_draw_text (cr, text, 0, 0, 200, 10, FALSE, WM_ALIGN_CENTER);
  measured = wm_text_height (cr, text, 200, 10, FALSE);
  cairo_recording_surface_ink_extents (surface, &x, &y, &w, &h);
  g_assert_cmpfloat_with_epsilon (used, measured, 0.01 * measured);
  /* some 600 lines of 20 W's */
  g_assert_cmpfloat (measured, >, 500 * 10);
  g_assert_cmpfloat (h, >, 0.95 * measured);
  g_assert_cmpfloat (x, >=, -1);
  g_assert_cmpfloat (x + w, <=, 201);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_name_overflow_reported (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  WmCard *card = wm_variant_find_card (variant, "A01", NULL);
  WmCharacter *red = g_ptr_array_index (variant->characters, 0);
  g_autofree char *long_name = g_strnfill (5000, 'W');
  const WmDiagnostic *d;

  wm_text_set (&card->name, "en", long_name);
  card->line = 1080;
  wm_text_set (&red->name, "it", long_name);
  red->line = 90;
  wm_card_check_text_diagnostics (variant, diags);
  /* the title bands, and the name on the character's personal quest */
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 3);
  d = wm_diagnostics_get (diags, 0);
  g_assert_cmpstr (d->code, ==, "card-name-overflow");
  g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (d->line, ==, 1080);
  g_assert_nonnull (strstr (d->message, "card “A01” in English"));
  g_assert_nonnull (strstr (d->where, "card A01"));
  d = wm_diagnostics_get (diags, 1);
  g_assert_cmpstr (d->code, ==, "card-label-overflow");
  g_assert_nonnull (strstr (d->message, "the name of character"));
  g_assert_nonnull (strstr (d->message, "in Italian"));
  d = wm_diagnostics_get (diags, 2);
  g_assert_cmpstr (d->code, ==, "card-name-overflow");
  g_assert_cmpint (d->line, ==, 90);
  g_assert_nonnull (strstr (d->message, "in Italian"));
  g_assert_true (g_str_has_prefix (d->where, "character "));
  g_assert_cmpstr (d->where + strlen ("character "), ==, red->id);
}

static void
test_deck_name_overflow_reported (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  WmDeck *deck = NULL;
  g_autofree char *long_name = g_strnfill (90, 'M');

  wm_variant_find_card (variant, "E01", &deck);
  wm_text_set (&deck->name, "de", long_name);
  deck->line = 33;
  wm_card_check_text_diagnostics (variant, diags);
  /* too long for the footer; the plate on the back takes three lines */
  g_assert_cmpuint (wm_diagnostics_count (diags), >=, 1);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_assert_cmpstr (d->code, ==, "deck-name-overflow");
      g_assert_cmpint (d->line, ==, 33);
      g_assert_nonnull (strstr (d->message, "in German"));
    }
  g_assert_nonnull (strstr (wm_diagnostics_get (diags, 0)->message, "footer"));
}

/* A town's or path type's name too wide for its place on a card even at
 * its smallest size is cut with "…": a card-label-overflow warning on every
 * card (back, character's card) that prints it, in that language, naming
 * the card, the town or path type and the language. */
static void
test_label_overflow_reported (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  g_autofree char *long_name = g_strnfill (60, 'W');
  WmCard *card = wm_variant_find_card (variant, "A01", NULL);
  const WmTarget *target = g_ptr_array_index (card->targets, 0);
  WmTown *town = wm_variant_find_town (variant, target->town);
  WmPathType *path = g_ptr_array_index (variant->path_types, 0);
  g_autofree char *town_said = g_strdup_printf ("the name of town “%s” on card “A01” in German",
                                                town->id);
  g_autofree char *path_said = g_strdup_printf ("the name of path type “%s” on card", path->id);
  gboolean town_found = FALSE, path_found = FALSE;

  wm_text_set (&town->name, "de", long_name);
  wm_text_set (&path->name, "it", long_name);
  wm_card_check_text_diagnostics (variant, diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), >, 0);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_assert_cmpstr (d->code, ==, "card-label-overflow");
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      g_assert_true (strstr (d->message, "in German") != NULL
                     || strstr (d->message, "in Italian") != NULL);
      if (strstr (d->message, town_said) != NULL)
        {
          g_assert_cmpstr (d->where, ==, "deck quests-r1 / card A01");
          g_assert_cmpint (d->line, ==, card->line);
          town_found = TRUE;
        }
      if (strstr (d->message, path_said) != NULL)
        {
          g_assert_nonnull (strstr (d->message, "in Italian"));
          g_assert_nonnull (strstr (d->where, " / card "));
          path_found = TRUE;
        }
    }
  g_assert_true (town_found);
  g_assert_true (path_found);
}

/* The map sheets' names: a town's name the renderer places past the
 * edge of its side, a region's name too long for the caption's line and a
 * fort note taller than the caption at its smallest size are
 * map-label-overflow warnings at the space or the region, in that
 * language; the base game's sheets have none. */
static void
test_map_label_overflow_reported (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) none = wm_diagnostics_new ("base");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  g_autoptr (GString) weapon_name = g_string_new (NULL);
  WmRegion *r1 = wm_variant_find_region (variant, "r1");
  WmWeaponType *weapon = wm_variant_find_weapon_type (variant, r1->fort_weapon);
  const WmSpace *town = NULL;
  g_autofree char *long_name = g_strnfill (60, 'W');
  g_autofree char *space_where = NULL;
  gboolean space_found = FALSE, title_found = FALSE, note_found = FALSE;

  wm_print_check_map_text (variant, NULL, NULL, NULL, none);
  g_assert_cmpuint (wm_diagnostics_count (none), ==, 0);

  for (guint i = 0; i < r1->sides[0]->spaces->len && town == NULL; i++)
    {
      const WmSpace *sp = g_ptr_array_index (r1->sides[0]->spaces, i);
      if (sp->town != NULL)
        town = sp;
    }
  g_assert_nonnull (town);
  wm_text_set (&wm_variant_find_town (variant, town->town)->name, "de", long_name);
  wm_text_set (&r1->name, "it", long_name);
  for (int i = 0; i < 40; i++)
    g_string_append (weapon_name, "Longbow of the ancient wood elves ");
  wm_text_set (&weapon->name, "en", weapon_name->str);
  r1->line = 44;
  wm_print_check_map_text (variant, NULL, NULL, NULL, diags);
  space_where = g_strdup_printf ("region r1 / side A / space %s", town->id);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      g_assert_cmpstr (d->code, ==, "map-label-overflow");
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      if (g_strcmp0 (d->where, space_where) == 0 && strstr (d->message, "in German (“de”)") != NULL)
        {
          g_assert_cmpint (d->line, ==, town->line);
          g_assert_nonnull (strstr (d->message, long_name));
          space_found = TRUE;
        }
      /* the region and the language named as other messages name them
       * (review 24a-4: "region “r1” in “it”") */
      if (strstr (d->message, "the name of region “The Riverlands” (r1) in Italian (“it”) does "
                              "not fit the caption")
          != NULL)
        {
          g_assert_cmpint (d->line, ==, 44);
          title_found = TRUE;
        }
      if (strstr (d->message, "the note on the fort's weapon") != NULL)
        {
          g_assert_nonnull (strstr (d->message, "in English (“en”)"));
          note_found = TRUE;
        }
    }
  g_assert_true (space_found);
  g_assert_true (title_found);
  g_assert_true (note_found);
}

/* The fort note is checked at the scale of the fitted sheet that prints
 * it (16.1 mm a unit for a 12-unit region on A4), not at 20 mm: there the
 * scale bar's longer label ("1 unit = 16.1 mm") no longer fits beside
 * this region's name and goes under it, and the note below it has 0.45
 * units less. A note that fits at 20 mm is cut in print, and the validator
 * says so. */
static void
test_fort_note_print_scale (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) at_20 = wm_diagnostics_new ("20");
  g_autoptr (WmDiagnostics) validator = wm_diagnostics_new ("validator");
  g_autoptr (GString) weapon_name = g_string_new (NULL);
  WmRegion *r1 = wm_variant_find_region (variant, "r1");
  WmWeaponType *weapon = wm_variant_find_weapon_type (variant, r1->fort_weapon);
  gboolean found = FALSE;

  for (int i = 0; i < 25; i++)
    g_string_append (weapon_name, "Longbow of the ancient wood elves ");
  wm_text_set (&weapon->name, "en", weapon_name->str);
  wm_text_set (&r1->name, "en", "Marshwood Fen");
  /* (the fort's name beside it on the map runs off the side at any scale) */
  wm_map_sheet_text_diagnostics (variant, r1, r1->sides[0], "en", WM_DEFAULT_MM_PER_UNIT, at_20);
  for (guint i = 0; i < wm_diagnostics_count (at_20); i++)
    g_assert_null (strstr (wm_diagnostics_get (at_20, i)->message, "the note on the fort's"));
  g_assert_cmpint (wm_print_check_map_text (variant, r1, "en", NULL, validator), ==, 2);
  for (guint i = 0; i < wm_diagnostics_count (validator); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (validator, i);
      g_assert_cmpstr (d->code, ==, "map-label-overflow");
      if (strstr (d->message, "the note on the fort's") != NULL
          && g_strcmp0 (d->where, "region r1 / side A") == 0)
        {
          g_assert_nonnull (strstr (d->message, "the note on the fort's weapon under the sheet of "
                                                "side A of region “Marshwood Fen” (r1) in English (“en”)"));
          found = TRUE;
        }
    }
  g_assert_true (found);
}

/* How many of @diags say a region's name does not fit its caption. */
static int
caption_warnings (WmDiagnostics *diags)
{
  int n = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    n += strstr (wm_diagnostics_get (diags, i)->message, "does not fit the caption of the sheet")
         != NULL;
  return n;
}

/* Review 24a-4: a region's name a few letters too long for the caption of
 * its fitted sheet is set smaller and printed whole (it was cut, "… —
 * Är…", half the page empty below); one far too long is still cut and
 * said. A true-size tile prints no caption: its print is not warned about
 * it (it was, whatever the layout). */
static void
test_sheet_caption_name (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) fitted = wm_diagnostics_new ("fitted");
  g_autoptr (WmDiagnostics) longer = wm_diagnostics_new ("longer");
  g_autoptr (WmDiagnostics) true_size = wm_diagnostics_new ("true size");
  g_autofree char *long_name = g_strnfill (60, 'W');
  WmRegion *r1 = wm_variant_find_region (variant, "r1");
  WmPrintOptions options;

  wm_text_set (&r1->name, "en", "The Salt Marsh & “Fen” ‹Ölmühle› — Ärger/Straße");
  g_assert_cmpint (wm_print_check_map_text (variant, r1, "en", NULL, fitted), ==, 2);
  g_assert_cmpint (caption_warnings (fitted), ==, 0);

  wm_text_set (&r1->name, "en", long_name);
  wm_print_check_map_text (variant, r1, "en", NULL, longer);
  g_assert_cmpint (caption_warnings (longer), ==, 2);
  g_assert_nonnull (strstr (wm_diagnostics_get (longer, 0)->message, "even at its smallest size"));
  wm_print_options_init (&options);
  g_assert_cmpint (wm_print_check_map_text (variant, r1, "en", &options, true_size), ==, 2);
  g_assert_cmpint (caption_warnings (true_size), ==, 0);
}

/* A name the board places past its edge is a map-label-overflow warning
 * at its space, saying which region side and which edge; names inside
 * the board, and the base game's, are not. */
static void
test_board_label_overflow (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new ("base");
  g_autoptr (WmDiagnostics) none = wm_diagnostics_new ("base");
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("long");
  g_autoptr (WmDiagnostics) other = wm_diagnostics_new ("long");
  g_autoptr (WmArrangement) arr = wm_arrangement_default (variant, FALSE);
  g_autoptr (WmMap) map = wm_map_build (variant, arr, problems);
  g_autofree char *long_name = g_strnfill (60, 'W');
  WmRegion *r1 = wm_variant_find_region (variant, "r1");
  const WmSpace *s26 = wm_side_find_space (r1->sides[0], "s26");
  WmMapStyle style;

  g_assert_nonnull (map);
  wm_map_style_init (&style);
  style.lang = "it";
  wm_map_board_text_diagnostics (map, &style, none);
  g_assert_cmpuint (wm_diagnostics_count (none), ==, 0);

  /* calder, at s26 right of the middle of r1 in the top left cell: its
   * name runs right across r2 and off the board */
  wm_text_set (&wm_variant_find_town (variant, "calder")->name, "it", long_name);
  wm_map_board_text_diagnostics (map, &style, diags);
  g_assert_cmpuint (wm_diagnostics_count (diags), ==, 1);
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->code, ==, "map-label-overflow");
  g_assert_cmpint (wm_diagnostics_get (diags, 0)->severity, ==, WM_SEVERITY_WARNING);
  g_assert_cmpint (wm_diagnostics_get (diags, 0)->line, ==, s26->line);
  g_assert_cmpstr (wm_diagnostics_get (diags, 0)->where, ==, "region r1 / side A / space s26");
  g_assert_nonnull (strstr (wm_diagnostics_get (diags, 0)->message, long_name));
  g_assert_nonnull (strstr (wm_diagnostics_get (diags, 0)->message,
                            "of space s26 on side A of region “The Riverlands” (r1) in "
                            "Italian (“it”) runs "));
  g_assert_nonnull (strstr (wm_diagnostics_get (diags, 0)->message,
                            "past the right edge of the board"));

  /* in another language it fits */
  style.lang = "de";
  wm_map_board_text_diagnostics (map, &style, other);
  g_assert_cmpuint (wm_diagnostics_count (other), ==, 0);
}

/* A direction control in a name is a warning where it is loaded (review 9,
 * R9-6), and a quoted name in any message is isolated, so that an
 * override in it does not turn the message's own words around. */
static void
test_bidi_control (void)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new ("base");
  g_autoptr (WmVariant) variant = wm_variant_load_base (load);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("bidi");
  g_autoptr (WmVariant) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("wm-bidi-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "bidi.waymark", NULL);
  WmRegion *r1 = wm_variant_find_region (variant, "r1");
  gboolean found = FALSE;

  wm_text_set (&r1->name, "de", "\u202EFenn");
  g_assert_true (wm_variant_save_path (variant, path, &error));
  again = wm_variant_load_path (path, diags);
  g_assert_nonnull (again);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, "text-bidi-control") != 0)
        continue;
      g_assert_false (found);
      found = TRUE;
      g_assert_cmpint (d->severity, ==, WM_SEVERITY_WARNING);
      g_assert_cmpstr (d->where, ==, "region r1");
      g_assert_nonnull (strstr (d->message, "U+202E"));
      g_assert_nonnull (strstr (d->message, "“de”"));
    }
  g_assert_true (found);

  wm_diagnostics_add (diags, WM_SEVERITY_WARNING, 1, NULL, "test", "region “%s” and „%s“ and “%s”",
                      "\u202EFenn", "\u05E9\u05DC\u05D5\u05DD", "Fen");
  g_assert_cmpstr (wm_diagnostics_get (diags, wm_diagnostics_count (diags) - 1)->message, ==,
                   "region “\u200E\u2068\u202EFenn\u2069” and „\u200E\u2068\u05E9\u05DC\u05D5\u05DD\u2069“ "
                   "and “Fen”");
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_cli_validate_reports (void)
{
  WmCard *card = NULL;
  g_autoptr (WmVariant) variant = base_with_long_text (&card);
  g_autofree char *dir = g_dir_make_tmp ("wm-text-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "long.waymark", NULL);
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  const char *cli = g_getenv ("WM_CLI");
  const char *argv[] = { cli, "validate", path, NULL };
  int status = -1;

  if (cli == NULL)
    {
      g_test_skip ("WM_CLI is not set");
      return;
    }
  g_assert_true (wm_variant_save_path (variant, path, &error));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL,
                               NULL, &out, NULL, &status, &error));
  g_assert_no_error (error);
  /* a warning alone: the file is still clean */
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (out, "warning: the text of card “A07” in German does not fit"));
  g_assert_nonnull (strstr (out, "[card-text-overflow]"));
  g_unlink (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/render/text-check/base-fits", test_base_fits);
  g_test_add_func ("/render/text-check/overflow", test_overflow_reported);
  g_test_add_func ("/render/text-check/long-word", test_long_word);
  g_test_add_func ("/render/text-check/long-word-drawn", test_long_word_drawn);
  g_test_add_func ("/render/text-check/zero-width", test_zero_width);
  g_test_add_func ("/render/text-check/name-overflow", test_name_overflow_reported);
  g_test_add_func ("/render/text-check/deck-name-overflow", test_deck_name_overflow_reported);
  g_test_add_func ("/render/text-check/label-overflow", test_label_overflow_reported);
  g_test_add_func ("/render/text-check/map-label-overflow", test_map_label_overflow_reported);
  g_test_add_func ("/render/text-check/fort-note-print-scale", test_fort_note_print_scale);
  g_test_add_func ("/render/text-check/board-label-overflow", test_board_label_overflow);
  g_test_add_func ("/render/text-check/sheet-caption-name", test_sheet_caption_name);
  g_test_add_func ("/render/text-check/bidi-control", test_bidi_control);
  g_test_add_func ("/render/text-check/cli-validate", test_cli_validate_reports);
  return g_test_run ();
}
