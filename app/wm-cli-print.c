#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-map.h"
#include "wm-print.h"
#include "wm-render-card.h"
#include "wm-render-map.h"
#include "wm-validator.h"

/* "3mm", "3", "0.3cm", "0.125in" → millimetres; FALSE when malformed. */
static gboolean
parse_length (const char *text, double *mm)
{
  char *end;
  double v = g_ascii_strtod (text, &end);

  if (end == text || v < 0)
    return FALSE;
  if (*end == '\0' || strcmp (end, "mm") == 0)
    *mm = v;
  else if (strcmp (end, "cm") == 0)
    *mm = v * 10;
  else if (strcmp (end, "in") == 0)
    *mm = v * 25.4;
  else if (strcmp (end, "pt") == 0)
    *mm = v * 25.4 / 72;
  else
    return FALSE;
  return TRUE;
}

/* What of a printed face, or of a deck's name, does not fit its place. */
typedef enum
{
  CUT_TEXT,        /* a card's text, its box */
  CUT_NAME,        /* a card's name, its title band */
  CUT_DECK_FOOTER, /* a deck's name, its cards' footer */
  CUT_DECK_BACK,   /* a deck's name, the plate on its back */
  CUT_LABEL,       /* a town's, path type's or character's name, its room on a face */
} CutPlace;

typedef struct
{
  CutPlace place;
  const char *subject; /* "card E01 (deck events)", "character red", "deck events" */
  int line;
  const char *lang;
  double needed_mm, font_pt, holds_mm; /* CUT_TEXT */
  const WmBandFit *band;               /* the names in bands */
  const WmLabelCut *label;             /* CUT_LABEL */
} Cut;

typedef void (*CutFunc) (const Cut *cut, gpointer data);

/* @func for the text and the name of one face in @lang, if cut. */
static void
face_cuts (const WmCardFit *fit, const char *subject, int line, const char *lang, CutFunc func,
           gpointer data)
{
  Cut cut = { CUT_TEXT,     subject,         line,       lang, fit->text_height,
              fit->font_pt, fit->box_height, &fit->name, NULL };

  if (fit->overflow)
    func (&cut, data);
  cut.place = CUT_NAME;
  if (fit->name.overflow)
    func (&cut, data);
  cut.place = CUT_LABEL;
  for (int i = 0; i < fit->n_label_cuts; i++)
    {
      cut.label = &fit->label_cuts[i];
      func (&cut, data);
    }
}

static void
deck_name_cuts (const WmVariant *variant, const WmDeck *deck, const char *lang, CutFunc func,
                gpointer data)
{
  g_autofree char *subject = g_strdup_printf (_ ("deck %s"), deck->id);
  /* TRANSLATORS: a deck's id, before a town name cut on its back */
  g_autofree char *back_subject = g_strdup_printf (_ ("back of deck %s"), deck->id);
  WmBandFit footer, back;
  WmLabelCut labels[2];
  int n_labels = wm_deck_check_back_labels (variant, deck, lang, labels, G_N_ELEMENTS (labels));
  Cut cut = { CUT_DECK_FOOTER, subject, deck->line, lang, 0, 0, 0, &footer, NULL };

  wm_deck_check_name (variant, deck, lang, &footer, &back);
  if (footer.overflow)
    func (&cut, data);
  cut.place = CUT_DECK_BACK;
  cut.band = &back;
  if (back.overflow)
    func (&cut, data);
  cut.place = CUT_LABEL;
  cut.subject = back_subject;
  for (int i = 0; i < n_labels; i++)
    {
      cut.label = &labels[i];
      func (&cut, data);
    }
}

static gboolean
card_chosen (char **cards, const WmCard *card)
{
  return cards == NULL || g_strv_contains ((const char *const *)cards, card->id);
}

/* The faces of @deck in @lang that @cards names (NULL: all), and the
 * deck's name on them; returns how many. */
static int
deck_cuts (const WmVariant *variant, const WmDeck *deck, char **cards, const char *lang,
           CutFunc func, gpointer data)
{
  int faces = 0;

  for (guint c = 0; c < deck->cards->len; c++)
    faces += card_chosen (cards, g_ptr_array_index (deck->cards, c));
  if (faces > 0)
    deck_name_cuts (variant, deck, lang, func, data);
  for (guint c = 0; c < deck->cards->len; c++)
    {
      const WmCard *card = g_ptr_array_index (deck->cards, c);
      g_autofree char *subject = NULL;
      WmCardFit fit;

      if (!card_chosen (cards, card))
        continue;
      /* TRANSLATORS: a card's id and its deck's id, before what is cut */
      subject = g_strdup_printf (_ ("card %s (deck %s)"), card->id, deck->id);
      wm_card_check_text (variant, deck, card, lang, &fit);
      face_cuts (&fit, subject, card->line, lang, func, data);
    }
  return faces;
}

/* The characters' cards in @lang that @cards names by the characters'
 * ids (NULL: all); returns how many. */
static int
character_cuts (const WmVariant *variant, char **cards, const char *lang, CutFunc func,
                gpointer data)
{
  int faces = 0;

  for (guint i = 0; i < variant->characters->len; i++)
    {
      const WmCharacter *ch = g_ptr_array_index (variant->characters, i);
      g_autofree char *subject = NULL;
      WmCardFit fit;

      if (cards != NULL && !g_strv_contains ((const char *const *) cards, ch->id))
        continue;
      subject = g_strdup_printf (_ ("character %s"), ch->id);
      wm_character_check_text (variant, ch, lang, &fit);
      face_cuts (&fit, subject, ch->line, lang, func, data);
      faces++;
    }
  return faces;
}

/* Lays out every card of @decks (NULL: all, and the characters' cards,
 * which print with the whole set) that @cards names (NULL: all; a
 * character's id names its card) in each of the variant's languages, or
 * in @only_lang, as the renderer does (wm_card_check_text()), and calls
 * @func for every text or name that does not fit its place. Returns how
 * many faces were checked. */
static int
for_each_cut (const WmVariant *variant, char **decks, char **cards, const char *only_lang,
              CutFunc func, gpointer data)
{
  int checked = 0;

  for (int l = 0; variant->info.languages && variant->info.languages[l]; l++)
    {
      const char *lang = variant->info.languages[l];
      if (only_lang && strcmp (lang, only_lang) != 0)
        continue;
      for (guint d = 0; d < variant->decks->len; d++)
        {
          const WmDeck *deck = g_ptr_array_index (variant->decks, d);
          if (decks == NULL || g_strv_contains ((const char *const *)decks, deck->id))
            checked += deck_cuts (variant, deck, cards, lang, func, data);
        }
      if (decks == NULL)
        checked += character_cuts (variant, cards, lang, func, data);
    }
  return checked;
}

/* A cut town, path type or character name, with its measures. */
static void
say_label_cut (const Cut *cut)
{
  /* TRANSLATORS: the card (deck back, character), the language, the
   * town's (path type's, character's) id, then its measures */
  static const char *const said[] = {
    [WM_CARD_LABEL_TOWN] = N_ ("%s [%s]: name of town %s overflows: needs %.1f mm at %.1f pt, "
                               "has %.1f mm\n"),
    [WM_CARD_LABEL_PATH_TYPE] = N_ ("%s [%s]: name of path type %s overflows: needs %.1f mm at "
                                    "%.1f pt, has %.1f mm\n"),
    [WM_CARD_LABEL_CHARACTER] = N_ ("%s [%s]: name of character %s overflows: needs %.1f mm at "
                                    "%.1f pt, has %.1f mm\n"),
    [WM_CARD_LABEL_SCOPE] = N_ ("%s [%s]: “%s” under the event's icon overflows: needs %.1f mm "
                                "at %.1f pt, has %.1f mm\n"),
  };

  printf (_ (said[cut->label->kind]), cut->subject, cut->lang, cut->label->id, cut->label->width,
          cut->label->font_pt, cut->label->room);
}

static void
say_cut (const Cut *cut, gpointer data)
{
  int *problems = data;

  (*problems)++;
  switch (cut->place)
    {
    case CUT_TEXT:
      printf (_ ("%s [%s]: text overflows: needs %.1f mm at %.1f pt, the box holds %.1f mm\n"),
              cut->subject, cut->lang, cut->needed_mm, cut->font_pt, cut->holds_mm);
      break;
    case CUT_NAME:
      printf (_ ("%s [%s]: name overflows its title band: needs %d lines at %.1f pt, the band "
                 "holds %d\n"),
              cut->subject, cut->lang, cut->band->lines, cut->band->font_pt, cut->band->max_lines);
      break;
    case CUT_DECK_FOOTER:
      printf (_ ("%s [%s]: name overflows the footer of its cards even at %.1f pt\n"), cut->subject,
              cut->lang, cut->band->font_pt);
      break;
    case CUT_DECK_BACK:
      printf (_ ("%s [%s]: name overflows the plate on its back: needs %d lines at %.1f pt, the "
                 "plate holds %d\n"),
              cut->subject, cut->lang, cut->band->lines, cut->band->font_pt, cut->band->max_lines);
      break;
    case CUT_LABEL:
      say_label_cut (cut);
      break;
    }
}

/* The map sheets' names cut in each of the variant's languages, or in
 * @only_lang, as the validator finds them, each sheet at the scale
 * @options print it at, said on standard output; returns how many sheets
 * were checked and adds the cuts to @problems. */
static int
check_map_text (const WmVariant *variant, const char *only_lang, const WmPrintOptions *options,
                int *problems)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("");
  int sheets = wm_print_check_map_text (variant, NULL, only_lang, options, diags);

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    printf ("%s\n", wm_diagnostics_get (diags, i)->message);
  *problems += wm_diagnostics_count (diags);
  return sheets;
}

/* The texts of the pieces sheets cut in each of the variant's languages,
 * or in @only_lang, laid out on the paper @options print them on, said on
 * standard output; returns how many languages were checked and adds the
 * cuts to @problems. */
static int
check_pieces_text (const WmVariant *variant, const char *only_lang, const WmPrintOptions *options,
                   int *problems)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("");
  int checked = wm_print_check_pieces_text (variant, only_lang, options, diags);

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    printf ("%s\n", wm_diagnostics_get (diags, i)->message);
  *problems += wm_diagnostics_count (diags);
  return checked;
}

/* Every card whose text or name overflows its place, per language; with
 * @map, every map sheet's name too, as @options print them; with @pieces,
 * every text of the pieces sheets. */
static int
check_text (const WmVariant *variant, char **decks, char **cards, const char *only_lang,
            gboolean map, gboolean pieces, const WmPrintOptions *options)
{
  int problems = 0;
  int checked = for_each_cut (variant, decks, cards, only_lang, say_cut, &problems);
  int sheets = map ? check_map_text (variant, only_lang, options, &problems) : 0;
  int languages = pieces ? check_pieces_text (variant, only_lang, options, &problems) : 0;

  if (problems == 0)
    printf (g_dngettext (NULL, "all card texts and names fit (%d card face checked)\n",
                         "all card texts and names fit (%d card faces checked)\n", checked),
            checked);
  if (problems == 0 && map)
    printf (g_dngettext (NULL, "all map labels fit (%d region side checked)\n",
                         "all map labels fit (%d region sides checked)\n", sheets),
            sheets);
  if (problems == 0 && pieces)
    printf (g_dngettext (NULL, "all texts of the pieces sheets fit (%d language checked)\n",
                         "all texts of the pieces sheets fit (%d languages checked)\n",
                         languages),
            languages);
  if (problems > 0)
    printf (g_dngettext (NULL, "%d text or name is cut\n", "%d texts or names are cut\n", problems),
            problems);
  return problems > 0 ? EXIT_PROBLEMS : EXIT_CLEAN;
}

static void
warn_cut (const Cut *cut, gpointer data)
{
  /* TRANSLATORS: print warns of what the PDF cuts: the card (character,
   * deck) and the language printed. */
  static const char *const said[] = {
    [CUT_TEXT] = N_ ("%s [%s]: text overflows its box and is cut"),
    [CUT_NAME] = N_ ("%s [%s]: name overflows its title band and is cut"),
    [CUT_DECK_FOOTER] = N_ ("%s [%s]: name overflows the footer of its cards and is cut"),
    [CUT_DECK_BACK] = N_ ("%s [%s]: name overflows the plate on its back and is cut"),
  };
  static const char *const codes[] = {
    [CUT_TEXT] = "card-text-overflow",
    [CUT_NAME] = "card-name-overflow",
    [CUT_DECK_FOOTER] = "deck-name-overflow",
    [CUT_DECK_BACK] = "deck-name-overflow",
  };
  /* TRANSLATORS: the card (deck back, character), the language printed,
   * the town's (path type's, character's) id */
  static const char *const labels[] = {
    [WM_CARD_LABEL_TOWN] = N_ ("%s [%s]: name of town %s overflows and is cut"),
    [WM_CARD_LABEL_PATH_TYPE] = N_ ("%s [%s]: name of path type %s overflows and is cut"),
    [WM_CARD_LABEL_CHARACTER] = N_ ("%s [%s]: name of character %s overflows and is cut"),
    [WM_CARD_LABEL_SCOPE] = N_ ("%s [%s]: “%s” under the event's icon overflows and is cut"),
  };

  if (cut->place == CUT_LABEL)
    wm_diagnostics_add (data, WM_SEVERITY_WARNING, cut->line, NULL, "card-label-overflow",
                        _ (labels[cut->label->kind]), cut->subject, cut->lang, cut->label->id);
  else
    wm_diagnostics_add (data, WM_SEVERITY_WARNING, cut->line, NULL, codes[cut->place],
                        _ (said[cut->place]), cut->subject, cut->lang);
}

/* A PDF is not made quietly with cut texts or names: a warning on stderr
 * for every one it prints, found as --check-text finds them. The exit
 * status stays 0: the PDF is written. */
static void
warn_cut_texts (const WmVariant *variant, const char *file, const WmPrintOptions *options)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (file);

  if (options->cards)
    for_each_cut (variant, options->decks, options->card_ids,
                  options->lang ? options->lang : wm_variant_fallback_language (variant), warn_cut,
                  diags);
  wm_cli_print_diagnostics (diags, stderr);
}

/* Nor with cut map labels: the validator's warnings for the sheets it
 * prints, in their language and at their scale, on stderr; nor with a
 * text of the pieces sheets cut. */
static void
warn_cut_sheets (const WmVariant *variant, const char *file, const WmPrintOptions *options)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (file);
  const char *lang = options->lang ? options->lang : wm_variant_fallback_language (variant);

  if (options->map)
    wm_print_check_map_text (variant, NULL, lang, options, diags);
  /* and the pieces sheets' texts, in their language, on their paper */
  if (options->pieces)
    wm_print_check_pieces_text (variant, lang, options, diags);
  wm_cli_print_diagnostics (diags, stderr);
}

/* A card printed with the text of another language than asked for is not
 * made quietly: one line on stderr names them. The exit status stays 0. */
static void
warn_fallbacks (const WmPrintJob *job, const char *file)
{
  g_autofree char *told = wm_print_job_describe_fallbacks (job);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (file);

  if (told == NULL)
    return;
  wm_diagnostics_add (diags, WM_SEVERITY_WARNING, 0, NULL, "print-lang-fallback", "%s", told);
  wm_cli_print_diagnostics (diags, stderr);
}

/* "FILE: 37 pages (180 cards, 9 to a page; 16 map pages)", leaving out
 * what the PDF does not hold rather than counting "0 cards, 0 to a page". */
static void
print_summary (const WmPrintJob *job, const char *out, FILE *to)
{
  int n_pages = wm_print_job_n_pages (job), n_cards = wm_print_job_n_cards (job);
  int n_map = wm_print_job_n_map_pages (job), n_pieces = wm_print_job_n_pieces_pages (job);
  g_autofree char *pages
      = g_strdup_printf (g_dngettext (NULL, "%d page", "%d pages", n_pages), n_pages);
  g_autofree char *each = wm_print_job_describe_per_page (job);
  g_autoptr (GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *joined = NULL;

  if (n_cards > 0)
    /* TRANSLATORS: the %s is "9 to a page" or "9–12 to a page" */
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (NULL, "%d card, %s", "%d cards, %s",
                                                          n_cards),
                                             n_cards, each));
  if (n_map > 0)
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (NULL, "%d map page", "%d map pages",
                                                          n_map),
                                             n_map));
  if (wm_print_job_has_assembly (job))
    g_ptr_array_add (parts, g_strdup (_ ("an assembly sheet")));
  if (n_pieces > 0)
    g_ptr_array_add (parts, g_strdup_printf (g_dngettext (NULL, "%d page of pieces",
                                                          "%d pages of pieces", n_pieces),
                                             n_pieces));
  g_ptr_array_add (parts, NULL);
  joined = g_strjoinv ("; ", (char **)parts->pdata);
  if (*joined != '\0')
    /* TRANSLATORS: the PDF, its pages, then what they hold: its cards,
     * map pages and pages of pieces, those it has, joined by "; " */
    fprintf (to, _ ("%s: %s (%s)\n"), out, pages, joined);
  else
    fprintf (to, "%s: %s\n", out, pages);
  /* Not a problem (exit 0), but not quietly dropped either: the designer
   * asked for duplex and gets one-sided pages, without blank reverses. */
  if (wm_print_job_duplex_unused (job))
    /* TRANSLATORS: the PDF */
    fprintf (to,
             _ ("%s: one-sided: --duplex has no effect without cards (only cards have "
                "backs)\n"),
             out);
}

/* The PDF to @out, or to standard output for "-" (to pipe it to lp). */
static gboolean
write_pdf (WmPrintJob *job, const char *out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) pdf = NULL;

  if (!wm_cli_is_stdout (out))
    {
      if (wm_print_job_write_pdf (job, out, &error))
        return TRUE;
      wm_cli_report_file_problem (out, error, TRUE);
      return FALSE;
    }
  if ((pdf = wm_print_job_to_pdf (job, &error)) == NULL)
    {
      wm_cli_report_file_problem (out, error, TRUE);
      return FALSE;
    }
  return wm_cli_write_output (out, g_bytes_get_data (pdf, NULL), g_bytes_get_size (pdf));
}

/* Whether @out is a name a PDF is written under: FILE.pdf (any case), or
 * "-" for a pipe to lp. As render takes only .png and .svg, a PDF under
 * another name (a .waymark typed by mistake) would be a file that no
 * program opens for what it is. */
static gboolean
names_a_pdf (const char *out)
{
  g_autofree char *lower = g_ascii_strdown (out, -1);

  return wm_cli_is_stdout (out) || g_str_has_suffix (lower, ".pdf");
}

/* "A49,A50, A51" → its ids, without empty ones or edge spaces. */
static char **
split_ids (const char *list)
{
  g_auto (GStrv) parts = g_strsplit (list, ",", -1);
  g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();

  for (int i = 0; parts[i]; i++)
    if (*g_strstrip (parts[i]) != '\0')
      g_strv_builder_add (ids, parts[i]);
  return g_strv_builder_end (ids);
}

/* The ids of @ids that @known does not find in @variant, ", "-joined, and
 * in @n how many (0: all found). */
static char *
unknown_ids (const WmVariant *variant, char **ids,
             gboolean (*known) (const WmVariant *variant, const char *id), int *n)
{
  GString *unknown = g_string_new (NULL);

  *n = 0;
  for (int i = 0; ids[i]; i++)
    if (!known (variant, ids[i]))
      g_string_append_printf (unknown, "%s%s", (*n)++ ? ", " : "", ids[i]);
  return g_string_free (unknown, FALSE);
}

static gboolean
is_printed_card (const WmVariant *variant, const char *id)
{
  return wm_variant_find_printed_card (variant, id, NULL, NULL, NULL);
}

static gboolean
is_region (const WmVariant *variant, const char *id)
{
  return wm_variant_find_region (variant, id) != NULL;
}

static gboolean
is_deck (const WmVariant *variant, const char *id)
{
  return wm_variant_find_deck (variant, id) != NULL;
}

/* Every id of --card-ids is a card or a character of the variant (a
 * designer who reworded a character's ability reprints its card by the
 * character's id, which is all that names it); else all that are neither
 * are named, and nothing is printed. */
static gboolean
card_ids_known (const WmVariant *variant, char **ids, const char *typed)
{
  int n;
  g_autofree char *unknown = unknown_ids (variant, ids, is_printed_card, &n);

  if (n == 0)
    return TRUE;
  /* TRANSLATORS: the file as typed, then the unknown ids */
  g_printerr (g_dngettext (NULL,
                           "waymark-cli print: --card-ids: %s has no card or character with the "
                           "id %s\n",
                           "waymark-cli print: --card-ids: %s has no cards or characters with "
                           "the ids %s\n",
                           n),
              typed, unknown);
  return FALSE;
}

/* Every id of --region (@decks FALSE) is a region of the variant, every
 * id of --decks a deck; else all that are not are named, and nothing is
 * printed. */
static gboolean
region_or_deck_ids_known (const WmVariant *variant, char **ids, const char *typed,
                          gboolean decks)
{
  int n;
  g_autofree char *unknown = unknown_ids (variant, ids, decks ? is_deck : is_region, &n);

  if (n == 0)
    return TRUE;
  /* TRANSLATORS: the file as typed, then the unknown ids */
  g_printerr (decks ? g_dngettext (NULL,
                                   "waymark-cli print: --decks: %s has no deck with the id %s\n",
                                   "waymark-cli print: --decks: %s has no decks with the ids %s\n",
                                   n)
                    : g_dngettext (NULL,
                                   "waymark-cli print: --region: %s has no region with the id %s\n",
                                   "waymark-cli print: --region: %s has no regions with the ids "
                                   "%s\n",
                                   n),
              typed, unknown);
  return FALSE;
}

/* The sheets --region and --side ask for are drawn (a side a region does
 * not have is said, naming the sides it has), before anything is written. */
static gboolean
map_sheets_drawn (const WmVariant *variant, const WmPrintOptions *options)
{
  g_autoptr (GError) error = NULL;
  WmPrintOptions map_only = *options;
  g_autoptr (WmPrintJob) job = NULL;

  map_only.cards = FALSE;
  map_only.map = TRUE;
  if ((job = wm_print_job_new (variant, &map_only, &error)) != NULL)
    return TRUE;
  g_printerr ("waymark-cli print: %s\n", error->message);
  return FALSE;
}

/* Whether the command line holds @option ("--unit-mm", "--unit-mm=20"):
 * an option whose value is its default was still typed, and is ignored
 * with another (before parsing, which would leave only the value). */
static gboolean
typed_option (int argc, char **argv, const char *option)
{
  gsize n = strlen (option);

  for (int i = 1; i < argc && strcmp (argv[i], "--") != 0; i++)
    if (strncmp (argv[i], option, n) == 0 && (argv[i][n] == '\0' || argv[i][n] == '='))
      return TRUE;
  return FALSE;
}

/* Options that one another make meaningless are refused, naming both,
 * rather than one of them dropped without a word (exit status 2): the
 * first of @clashes that holds is said; FALSE when none does. */
typedef struct
{
  gboolean holds;
  const char *said;
} Clash;

static gboolean
refuse_clash (const Clash *clashes, gsize n)
{
  for (gsize i = 0; i < n; i++)
    if (clashes[i].holds)
      {
        g_printerr ("%s", _ (clashes[i].said));
        return TRUE;
      }
  return FALSE;
}

int
wm_cli_print (int argc, char **argv)
{
  static const char *const papers[] = { "a4", "letter", NULL };
  static const char *const sheet_kinds[] = { "true-size", "fit", NULL };
  g_autofree char *decks = NULL, *card_list = NULL, *sheets = NULL, *paper = NULL, *lang = NULL,
                  *bleed = NULL, *region_list = NULL, *side = NULL, *arrangement = NULL;
  g_autofree char *out = NULL;
  gboolean cards = FALSE, map = FALSE, pieces = FALSE, assembly = FALSE, crop = FALSE,
           duplex = FALSE,
           short_edge = FALSE;
  gboolean light_backs = FALSE, check = FALSE, everything;
  double unit_mm = WM_DEFAULT_MM_PER_UNIT;
  GOptionEntry entries[] = {
    { "cards", 0, 0, G_OPTION_ARG_NONE, &cards,
      N_ ("Print the cards (default: cards, map, pieces and the assembly sheet)"), NULL },
    { "decks", 0, 0, G_OPTION_ARG_STRING, &decks, N_ ("Only these decks"), N_ ("ID,…") },
    { "card-ids", 0, 0, G_OPTION_ARG_STRING, &card_list,
      N_ ("Only these cards, from any decks, and the cards of the characters with these ids "
          "(not with --decks)"),
      N_ ("ID,…") },
    { "map", 0, 0, G_OPTION_ARG_NONE, &map, N_ ("Print the region sides"), NULL },
    { "pieces", 0, 0, G_OPTION_ARG_NONE, &pieces,
      N_ ("Print the pieces: towns, forts, inns, highwaymen, secret places, weapons, markers "
          "and the gold track"),
      NULL },
    { "assembly", 0, 0, G_OPTION_ARG_NONE, &assembly,
      N_ ("Print the assembly sheet: which region side goes in which cell of the board, turned "
          "how, and where the highwaymen start"),
      NULL },
    { "arrangement", 0, 0, G_OPTION_ARG_STRING, &arrangement,
      N_ ("The assembly sheet of this arrangement, e.g. r1:A:0,r2:A:90,… (default: the board "
          "the variant deals)"),
      N_ ("SPEC") },
    { "region", 0, 0, G_OPTION_ARG_STRING, &region_list,
      N_ ("Only the sides of these regions (default: every region)"), N_ ("ID,…") },
    { "side", 0, 0, G_OPTION_ARG_STRING, &side,
      N_ ("Only this side of the regions printed (default: both)"), N_ ("a|b") },
    { "sheets", 0, 0, G_OPTION_ARG_STRING, &sheets,
      N_ ("Map sheets at true size tiled over pages, or fitted to one page (default true-size)"),
      N_ ("true-size|fit") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_ ("Paper size (default a4)"),
      N_ ("a4|letter") },
    { "lang", 0, 0, G_OPTION_ARG_STRING, &lang, N_ ("Language of the texts"), N_ ("L") },
    { "bleed", 0, 0, G_OPTION_ARG_STRING, &bleed, N_ ("Bleed round every card (default 0)"),
      N_ ("3mm") },
    { "crop-marks", 0, 0, G_OPTION_ARG_NONE, &crop, N_ ("Crop marks on card sheets"), NULL },
    { "duplex", 0, 0, G_OPTION_ARG_NONE, &duplex,
      N_ ("Every page of card backs on the reverse of its fronts, for printing the whole PDF on "
          "both sides"),
      NULL },
    { "short-edge", 0, 0, G_OPTION_ARG_NONE, &short_edge,
      N_ ("With --duplex: the sheets turn on their short edge (backs mirrored top to bottom; "
          "default: the long edge)"),
      NULL },
    { "light-backs", 0, 0, G_OPTION_ARG_NONE, &light_backs,
      N_ ("With --duplex: backs framed in their deck's colour on white, to save ink"), NULL },
    { "unit-mm", 0, 0, G_OPTION_ARG_DOUBLE, &unit_mm,
      N_ ("Printed millimetres per map unit (default 20)"), N_ ("MM") },
    { "check-text", 0, 0, G_OPTION_ARG_NONE, &check,
      N_ ("List every card whose text or a name overflows, every map label and every text of "
          "the pieces sheets cut, per language; print nothing"),
      NULL },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out, N_ ("The PDF to write (- for stdout)"),
      N_ ("FILE.pdf") },
    { NULL }
  };
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (WmPrintJob) job = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) deck_ids = NULL;
  g_auto (GStrv) card_ids = NULL;
  g_auto (GStrv) region_ids = NULL;
  WmPrintOptions options;
  const char *text_lang;
  int status = EXIT_CLEAN;
  gboolean unit_typed = typed_option (argc, argv, "--unit-mm");

  /* Translators: the usage line of --help: option names stay as they are,
   * the words in capitals are written as in the options' arguments. */
  if (!wm_cli_parse_options (N_ ("FILE --out FILE.pdf | FILE --check-text"),
                             N_ ("Print cards and map sheets to a print-and-play PDF."), entries,
                             &argc, &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "print")) != EXIT_CLEAN)
    return status;

  wm_print_options_init (&options);
  /* TRANSLATORS: the choices of --paper, as in "--paper must be a4 or letter" */
  if (!wm_cli_check_choice ("print", "--paper", paper, papers, _ ("a4 or letter")))
    return EXIT_USAGE;
  if (paper)
    wm_print_paper_size (paper, &options.paper_width, &options.paper_height);
  if (bleed && (!parse_length (bleed, &options.bleed) || options.bleed > 10))
    {
      g_printerr (_ ("waymark-cli print: --bleed must be a length of 0–10 mm, e.g. 3mm, not “%s”\n"),
                  bleed);
      return EXIT_USAGE;
    }
  if (!wm_cli_check_side ("print", side))
    return EXIT_USAGE;
  /* TRANSLATORS: the choices of --sheets, as in "--sheets must be true-size or fit" */
  /* in either case, as --paper and --side */
  if (!wm_cli_check_choice ("print", "--sheets", sheets, sheet_kinds,
                            _ ("true-size or fit")))
    return EXIT_USAGE;
  {
    const Clash clashes[] = {
      { check && out != NULL,
        N_ ("waymark-cli print: --check-text and --out cannot be combined: --check-text writes no "
            "PDF, it lists the texts that do not fit\n") },
      { sheets && g_ascii_strcasecmp (sheets, "fit") == 0 && unit_typed,
        N_ ("waymark-cli print: --sheets fit and --unit-mm cannot be combined: a fitted sheet is "
            "printed at the largest scale its page holds\n") },
      { short_edge && !duplex,
        N_ ("waymark-cli print: --short-edge needs --duplex: it says how the sheets of backs are "
            "turned\n") },
      { light_backs && !duplex,
        N_ ("waymark-cli print: --light-backs needs --duplex: without it no backs are "
            "printed\n") },
      { card_list && decks,
        N_ ("waymark-cli print: --card-ids and --decks cannot be combined: the cards are named by "
            "their ids, whatever their decks\n") },
    };
    if (refuse_clash (clashes, G_N_ELEMENTS (clashes)))
      return EXIT_USAGE;
  }
  if (!wm_cli_check_range ("print", "--unit-mm", unit_mm, 1, 200))
    return EXIT_USAGE;
  if (!check && out == NULL)
    {
      g_printerr (_ ("waymark-cli print: --out FILE.pdf is required\n"));
      return EXIT_USAGE;
    }
  /* A folder is said as a folder (by the check of the output below). */
  if (!check && !names_a_pdf (out) && !g_file_test (out, G_FILE_TEST_IS_DIR))
    {
      wm_cli_report_output_problem (out, _ ("only PDF files are printed: the name must end in "
                                            ".pdf"));
      return EXIT_USAGE;
    }
  if (!check && !wm_cli_output_spares_input ("--out", out, argv[1], WM_CLI_INPUT_VARIANT))
    return EXIT_USAGE;
  if (decks)
    deck_ids = g_strsplit (decks, ",", -1);
  if (region_list && *(region_ids = split_ids (region_list)) == NULL)
    {
      g_printerr (_ ("waymark-cli print: --region needs at least one region id, e.g. "
                     "--region r1\n"));
      return EXIT_USAGE;
    }
  if (card_list && *(card_ids = split_ids (card_list)) == NULL)
    {
      g_printerr (_ ("waymark-cli print: --card-ids needs at least one card id, e.g. "
                     "--card-ids A49,A50\n"));
      return EXIT_USAGE;
    }

  /* A draft the app opens prints as Print & Export prints it, with a
   * word about its errors (wm_cli_warn_variant_errors ()). */
  variant = wm_cli_load_drawable_or_report (argv[1], &status);
  if (variant == NULL)
    return status;
  if (card_ids && !card_ids_known (variant, card_ids, argv[1]))
    return EXIT_USAGE;
  if (region_ids && !region_or_deck_ids_known (variant, region_ids, argv[1], FALSE))
    return EXIT_USAGE;
  if (deck_ids && !region_or_deck_ids_known (variant, deck_ids, argv[1], TRUE))
    return EXIT_USAGE;
  if (!check && !wm_cli_check_output (out))
    return EXIT_USAGE;
  text_lang = wm_cli_text_language ("print", variant, lang);
  options.sheets = sheets && g_ascii_strcasecmp (sheets, "fit") == 0 ? WM_SHEETS_FIT : WM_SHEETS_TRUE_SIZE;
  options.mm_per_unit = unit_mm;
  /* --region and --side choose sheets as --decks and --card-ids choose
   * cards: each alone prints only what it names */
  map = map || region_ids != NULL || side != NULL;
  cards = cards || deck_ids != NULL || card_ids != NULL;
  options.regions = region_ids;
  options.side = side ? g_ascii_toupper (side[0]) : '\0';
  /* --arrangement chooses the assembly sheet as --region chooses sheets */
  assembly = assembly || arrangement != NULL;
  everything = !cards && !map && !pieces && !assembly;
  if ((map || everything) && !map_sheets_drawn (variant, &options))
    return EXIT_USAGE;
  if (check)
    /* the map sheets are checked where they would be printed: with
     * neither decks nor cards chosen, at their scale */
    return check_text (variant, deck_ids, card_ids, text_lang,
                       map || (deck_ids == NULL && card_ids == NULL), pieces || everything,
                       &options);

  options.cards = cards || everything;
  options.map = map || everything;
  options.pieces = pieces || everything;
  options.assembly = assembly || everything;
  options.arrangement = arrangement;
  options.decks = deck_ids;
  options.card_ids = card_ids;
  options.lang = text_lang;
  options.crop_marks = crop;
  options.duplex = duplex;
  options.short_edge = short_edge;
  options.light_backs = light_backs;

  job = wm_print_job_new (variant, &options, &error);
  if (job == NULL && arrangement != NULL && error->domain == WM_ARRANGEMENT_ERROR)
    {
      /* as board and render say it: which option the mistake is in */
      g_printerr (_ ("waymark-cli print: --arrangement: %s\n"), error->message);
      return EXIT_USAGE;
    }
  if (job == NULL)
    {
      g_printerr ("waymark-cli print: %s\n", error->message);
      return EXIT_USAGE;
    }
  if (!write_pdf (job, out))
    return EXIT_USAGE;
  wm_cli_warn_variant_errors (variant, argv[1]);
  warn_cut_texts (variant, wm_cli_variant_file_name (argv[1]), &options);
  warn_cut_sheets (variant, wm_cli_variant_file_name (argv[1]), &options);
  warn_fallbacks (job, wm_cli_variant_file_name (argv[1]));
  /* With the PDF on standard output the summary goes to stderr. */
  print_summary (job, out, wm_cli_is_stdout (out) ? stderr : stdout);
  return EXIT_CLEAN;
}
