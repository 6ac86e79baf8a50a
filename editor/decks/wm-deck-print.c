#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-deck-print.h"
#include "wm-drop-down-fit.h"
#include "wm-file-chooser.h"
#include "wm-locale.h"
#include "wm-number-field.h"
#include "wm-print.h"
#include "wm-render-card.h"
#include "wm-render-export.h"
#include "wm-settings.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-wrap-layout.h"

/* The preview and PNG export resolution. */
#define EXPORT_DPI 300.0

/* The paper drop-down's entries, as the schema's paper-size key and
 * wm_print_paper_size() name them. */
static const char *const paper_names[] = { "a4", "letter", NULL };

struct _WmDeckPrint
{
  AdwWindow parent_instance;

  WmDocument *document;
  char *deck_id;
  char **character; /* { the character's id, NULL } as card ids, NULL: none */
  char *card_id;   /* the card exported as PNG/SVG: the character's, else the first selected */
  char **card_ids; /* the cards selected on the Decks page, NULL: none */
  guint which_kinds[4]; /* what each entry of the Decks drop-down prints (WHICH_…) */
  WmPrintJob *job;
  int page;
  guint which_before;  /* the kind of the Decks choice before the last change */
  gboolean map_before; /* the map switch before a narrower choice turned it off */
  gboolean pieces_before; /* and the pieces switch */
  gboolean assembly_before; /* and the assembly sheet's */
  gboolean map_turned_off; /* that choice turned it off, and it is still off */
  GArray *sheet_choices;   /* of SheetChoice: what each Region sides entry prints */
  char *shown_region;      /* the region side the Map page shows, when opened from there */
  int shown_side;
  char *shown_board;       /* the arrangement the Board view shows, when opened from there */
  int shown_board_side;    /* the side of all its cells, -1 when they differ */
  gboolean filling_sheets; /* the Region sides entries are being replaced */
  guint load_warnings_told; /* the loader's warnings the hint counts */

  GtkWidget *cards;
  GtkWidget *map;
  GtkWidget *pieces;
  GtkWidget *assembly;
  GtkWidget *which;
  GtkWidget *which_note; /* under the Decks choice: what the choice holds */
  GtkWidget *paper;
  GtkWidget *lang;
  GtkWidget *bleed;
  GtkWidget *crop;
  GtkWidget *duplex;
  GtkWidget *edge;
  GtkWidget *light_backs;
  GtkWidget *sheets;
  GtkWidget *region_sheets; /* Region sides: every one, the Map page's, or a chosen one */
  GtkWidget *unit;
  GtkWidget *area;
  GtkWidget *page_label;
  GtkWidget *summary;
  GtkWidget *export_status;    /* what the last export or print did, till the next one */
  GtkPrintOperation *printing; /* the last job sent to a printer, whose end is told */
  GtkWidget *errors;
  GtkWidget *prev, *next;
};

G_DEFINE_FINAL_TYPE (WmDeckPrint, wm_deck_print, ADW_TYPE_WINDOW)

/* What an entry of the Region sides drop-down prints: every side of every
 * region (region NULL), or one side of one region, as `--region r1 --side
 * a` prints it. */
typedef struct
{
  char *regions[2]; /* { the region's id, NULL } */
  char side;        /* 'A' or 'B'; '\0' with every region side */
  char *board;      /* the Board view's arrangement: the sides it lays out; NULL: none */
} SheetChoice;

static void
sheet_choice_clear (gpointer data)
{
  g_free (((SheetChoice *) data)->regions[0]);
  g_free (((SheetChoice *) data)->board);
}

static WmVariant *
variant_of (WmDeckPrint *self)
{
  return wm_document_get_variant (self->document);
}

static const char *
selected_paper (WmDeckPrint *self)
{
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->paper));

  return i < G_N_ELEMENTS (paper_names) - 1 ? paper_names[i] : paper_names[0];
}

/* What the "Decks" drop-down's entries print: all decks always, the others
 * only when there is one (a deck shown on the Decks page, a character on
 * the Characters page, cards selected), in this order. */
enum
{
  WHICH_ALL,
  WHICH_DECK,
  WHICH_CHARACTER,
  WHICH_SELECTED
};

/* The kind of the chosen entry. */
static guint
which_kind (WmDeckPrint *self)
{
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->which));

  return i < G_N_ELEMENTS (self->which_kinds) ? self->which_kinds[i] : WHICH_ALL;
}

/* Chooses the entry of @kind; FALSE when there is none. */
static gboolean
choose_kind (WmDeckPrint *self, guint kind)
{
  guint n = g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (self->which)));

  for (guint i = 0; i < n && i < G_N_ELEMENTS (self->which_kinds); i++)
    if (self->which_kinds[i] == kind)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->which), i);
        return TRUE;
      }
  return FALSE;
}

/* The options as the widgets set them; @decks keeps the deck list alive. */
static void
read_options (WmDeckPrint *self, WmPrintOptions *options, GStrv *decks)
{
  WmVariant *variant = variant_of (self);
  guint lang = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->lang));

  wm_print_options_init (options);
  options->cards = gtk_switch_get_active (GTK_SWITCH (self->cards));
  options->map = gtk_switch_get_active (GTK_SWITCH (self->map));
  options->pieces = gtk_switch_get_active (GTK_SWITCH (self->pieces));
  options->assembly = gtk_switch_get_active (GTK_SWITCH (self->assembly));
  *decks = NULL;
  switch (which_kind (self))
    {
    case WHICH_DECK:
      *decks = g_strdupv ((char *[]){ self->deck_id, NULL });
      break;
    case WHICH_CHARACTER:
      /* as `--card-ids green` prints it: the character's card alone */
      options->card_ids = self->character;
      break;
    case WHICH_SELECTED:
      options->card_ids = self->card_ids;
      break;
    default:
      break;
    }
  options->decks = *decks;
  wm_print_paper_size (selected_paper (self), &options->paper_width, &options->paper_height);
  if (variant->info.languages && lang < g_strv_length (variant->info.languages))
    options->lang = variant->info.languages[lang];
  options->bleed = gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->bleed));
  options->crop_marks = gtk_switch_get_active (GTK_SWITCH (self->crop));
  options->duplex = gtk_switch_get_active (GTK_SWITCH (self->duplex));
  options->short_edge = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->edge)) == 1;
  options->light_backs = gtk_switch_get_active (GTK_SWITCH (self->light_backs));
  options->sheets = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->sheets)) == 1
                        ? WM_SHEETS_FIT
                        : WM_SHEETS_TRUE_SIZE;
  {
    guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->region_sheets));
    if (i < self->sheet_choices->len)
      {
        SheetChoice *choice = &g_array_index (self->sheet_choices, SheetChoice, i);
        options->regions = choice->regions[0] ? choice->regions : NULL;
        options->side = choice->side;
        options->board = choice->board;
      }
  }
  /* the board the Board view shows, when opened from there; else the
   * variant's */
  options->arrangement = options->board;
  options->mm_per_unit = gtk_spin_button_get_value (GTK_SPIN_BUTTON (self->unit));
}

static void
update_page_label (WmDeckPrint *self)
{
  int n = self->job ? wm_print_job_n_pages (self->job) : 0;
  g_autofree char *text = n ? g_strdup_printf (_("Page %d of %d"), self->page + 1, n)
                            : g_strdup ("");

  gtk_label_set_text (GTK_LABEL (self->page_label), text);
  gtk_widget_set_sensitive (self->prev, self->page > 0);
  gtk_widget_set_sensitive (self->next, self->page + 1 < n);
  gtk_widget_queue_draw (self->area);
}

/* "9 pages: 54 cards, 9 to a page; 1 map page", each count with its plural. */
/* Adds @part to the counts of the summary: after them, or @alone after the
 * pages ("3 pages: 2 pages of pieces"). */
static void
append_part (char **counts, const char *pages, gboolean alone, const char *part)
{
  char *with = alone ? g_strdup_printf (_("%s: %s"), pages, part)
                     : g_strdup_printf ("%s; %s", *counts, part);

  g_free (*counts);
  *counts = with;
}

static char *
job_summary (const WmPrintJob *job)
{
  int n_pages = wm_print_job_n_pages (job), n_cards = wm_print_job_n_cards (job);
  int n_map = wm_print_job_n_map_pages (job), n_pieces = wm_print_job_n_pieces_pages (job);
  g_autofree char *per_page = wm_print_job_describe_per_page (job);
  g_autofree char *pages = g_strdup_printf (g_dngettext (NULL, "%d page", "%d pages", n_pages),
                                            n_pages);
  g_autofree char *cards = g_strdup_printf (g_dngettext (NULL, "%d card", "%d cards", n_cards),
                                            n_cards);
  g_autofree char *map = g_strdup_printf (g_dngettext (NULL, "%d map page", "%d map pages", n_map),
                                          n_map);

  g_autofree char *fallbacks = wm_print_job_describe_fallbacks (job);
  g_autofree char *empty = wm_print_job_describe_empty (job);
  g_autofree char *counts = NULL;

  /* What is not printed is not counted: "2 pages: 3 cards, 9 to a page"
   * for three cards without the map. */
  if (n_map == 0)
    /* TRANSLATORS: "2 pages: 3 cards, 9 to a page"; the %s are the counts
     * of pages and cards and "9 to a page" (or "9–12 to a page"). */
    counts = g_strdup_printf (_("%s: %s, %s"), pages, cards, per_page);
  else if (n_cards == 0)
    /* TRANSLATORS: "18 pages: 16 map pages"; the counts of all pages and
     * of map pages (the rest are the contents page and blank backs). */
    counts = g_strdup_printf (_("%s: %s"), pages, map);
  else
    /* TRANSLATORS: "9 pages: 54 cards, 9 to a page; 1 map page"; the %s are
     * the counts above and "9 to a page" (or "9–12 to a page"). */
    counts = g_strdup_printf (_("%s: %s, %s; %s"), pages, cards, per_page, map);
  /* in the order of their pages: the sheet follows the map's */
  if (wm_print_job_has_assembly (job))
    append_part (&counts, pages, n_cards == 0 && n_map == 0, _("an assembly sheet"));
  if (n_pieces > 0)
    {
      g_autofree char *pieces = g_strdup_printf (g_dngettext (NULL, "%d page of pieces",
                                                              "%d pages of pieces", n_pieces),
                                                 n_pieces);
      append_part (&counts, pages, n_cards == 0 && n_map == 0 && !wm_print_job_has_assembly (job),
                   pieces);
    }

  /* Sides left out for want of a space, on a line of their own, as the
   * contents page lists them (review 24a-2: blank sides printed blank
   * tiles and reverses) */
  if (empty != NULL)
    {
      /* TRANSLATORS: under the preview of Print & Export; the sides, as in
       * "side B of “Salt Flats” (r6)" */
      g_autofree char *said = g_strdup_printf (_("Not printed, without a space: %s"), empty);
      g_autofree char *with = g_strdup_printf ("%s\n%s", counts, said);
      g_free (counts);
      counts = g_steal_pointer (&with);
    }
  /* Cards printed in another language than chosen, on a line of their
   * own: the PDF would not show it unless one reads every card. */
  if (fallbacks != NULL)
    return g_strdup_printf ("%s\n%s", counts, fallbacks);
  return g_steal_pointer (&counts);
}

static void
set_row_sensitive (GtkWidget *widget, gboolean sensitive)
{
  gtk_widget_set_sensitive (gtk_widget_get_ancestor (widget, ADW_TYPE_PREFERENCES_ROW), sensitive);
}

/* Backs are a matter of cards: without any (the map alone) the duplex
 * rows are greyed and say why, and the pages are one-sided, as the job
 * lays them out; on its edge and its ink only with duplex on. The rows
 * that only say which cards and how they are cut (Decks, Bleed, Crop
 * marks) are greyed with Cards off, and those of the map sheets with Map
 * sheets off: they would change nothing printed. */
static void
update_part_rows (WmDeckPrint *self)
{
  gboolean cards_on = gtk_switch_get_active (GTK_SWITCH (self->cards));
  gboolean map_on = gtk_switch_get_active (GTK_SWITCH (self->map));
  gboolean cards = cards_on && (self->job == NULL || wm_print_job_n_cards (self->job) > 0);
  gboolean duplex = gtk_switch_get_active (GTK_SWITCH (self->duplex));
  GtkWidget *backs_rows[] = { self->duplex, self->edge, self->light_backs };
  GtkWidget *card_rows[] = { self->which, self->bleed, self->crop };
  GtkWidget *map_rows[] = { self->region_sheets, self->sheets, self->unit };

  for (guint i = 0; i < G_N_ELEMENTS (backs_rows); i++)
    set_row_sensitive (backs_rows[i], cards);
  for (guint i = 0; i < G_N_ELEMENTS (card_rows); i++)
    set_row_sensitive (card_rows[i], cards_on);
  for (guint i = 0; i < G_N_ELEMENTS (map_rows); i++)
    set_row_sensitive (map_rows[i], map_on);
  adw_action_row_set_subtitle (
      ADW_ACTION_ROW (gtk_widget_get_ancestor (self->duplex, ADW_TYPE_ACTION_ROW)),
      cards ? _("Each page of backs on the reverse of its fronts")
            : _("No cards, so no backs: the sheets print one-sided"));
  gtk_widget_set_sensitive (self->edge, duplex);
  gtk_widget_set_sensitive (self->light_backs, duplex);
  /* A narrower choice of cards switched the map off: said where the
   * switch is, not done without a word (review 17, finding 6). */
  adw_action_row_set_subtitle (
      ADW_ACTION_ROW (gtk_widget_get_ancestor (self->map, ADW_TYPE_ACTION_ROW)),
      self->map_turned_off && !map_on
          ? _("Switched off with the choice of cards above; switch on to print the map too")
          : "");
}

/* Paginates again after any change of options or of the document. */
static void
relayout (WmDeckPrint *self)
{
  WmPrintOptions options;
  g_auto (GStrv) decks = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *summary = NULL;

  read_options (self, &options, &decks);
  g_clear_pointer (&self->job, wm_print_job_free);
  if (options.cards || options.map || options.pieces || options.assembly)
    self->job = wm_print_job_new (variant_of (self), &options, &error);
  if (self->job != NULL)
    summary = job_summary (self->job);
  else
    summary = g_strdup (error ? error->message : _("Choose the cards, the map sheets or the pieces."));
  gtk_label_set_text (GTK_LABEL (self->summary), summary);
  update_part_rows (self);
  if (self->job == NULL || self->page >= wm_print_job_n_pages (self->job))
    self->page = 0;
  update_page_label (self);
}

/* A variant with errors prints all the same (a draft to try at the table),
 * but the window says so, as `waymark-cli print` does, before a broken
 * board goes to the printer; and the loader's warnings about how the file
 * is written (number-form: goal=" 20" read as 20; xml-encoding), which the
 * Validation page lists until a save and `waymark-cli print` says on
 * opening the file, but the validator cannot find in the variant read. */
static void
update_error_hint (WmDeckPrint *self)
{
  g_autoptr (WmDiagnostics) diags = wm_validate (variant_of (self));
  const WmDiagnostics *load_warnings = wm_document_get_load_warnings (self->document);
  guint n = wm_diagnostics_count_errors (diags);
  guint warnings = load_warnings ? wm_diagnostics_count (load_warnings) : 0;
  g_autoptr (GString) hint = g_string_new (NULL);

  self->load_warnings_told = warnings;
  gtk_widget_set_visible (self->errors, n > 0 || warnings > 0);
  if (n > 0)
    g_string_append_printf (hint,
                            g_dngettext (NULL, "The variant has %u error: see Validation",
                                         "The variant has %u errors: see Validation", n),
                            n);
  if (n > 0 && warnings > 0)
    g_string_append_c (hint, '\n');
  if (warnings > 0)
    g_string_append_printf (
        hint,
        /* TRANSLATORS: Print & Export: the loader's warnings about how the
         * opened file is written (a number written " 20", an encoding
         * declared wrongly), listed on the Validation page until the file
         * is saved */
        g_dngettext (NULL, "The file has %u warning about how it is written: see Validation",
                     "The file has %u warnings about how it is written: see Validation", warnings),
        warnings);
  gtk_label_set_text (GTK_LABEL (self->errors), hint->str);
}

/* "Calder, side A": a region side in the display language. */
static char *
describe_side (WmVariant *variant, const WmRegion *region, int side)
{
  g_autofree char *name = wm_variant_isolated_name (variant, &region->name, region->id);

  /* TRANSLATORS: a region's name and its side ("The Riverlands, side A"), in Print
   * & Export's Region sides */
  return g_strdup_printf (_("%s, side %c"), name, "AB"[side]);
}

static void
add_sheet_choice (WmDeckPrint *self, GStrvBuilder *entries, const char *entry,
                  const char *region_id, char side)
{
  SheetChoice choice = { { g_strdup (region_id), NULL }, side, NULL };

  g_array_append_val (self->sheet_choices, choice);
  g_strv_builder_add (entries, entry);
}

/* The Region sides entries: every region side, the one the Map page shows
 * ("This region side: Calder, side A", when opened from there), then each
 * side drawn, to reprint the one changed. The side chosen stays chosen
 * while it is there (after an edit of the variant too); else every side. */
static void
fill_sheet_choices (WmDeckPrint *self)
{
  WmVariant *variant = variant_of (self);
  guint chosen = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->region_sheets)), keep = 0;
  g_autofree char *was_region = NULL, *was_board = NULL;
  char was_side = '\0';
  g_autoptr (GStrvBuilder) entries = g_strv_builder_new ();
  g_auto (GStrv) strings = NULL;
  g_autoptr (GtkStringList) model = NULL;
  WmRegion *shown = self->shown_region ? wm_variant_find_region (variant, self->shown_region)
                                       : NULL;

  if (chosen < self->sheet_choices->len)
    {
      SheetChoice *was = &g_array_index (self->sheet_choices, SheetChoice, chosen);
      was_region = g_strdup (was->regions[0]);
      was_side = was->side;
      was_board = g_strdup (was->board);
    }
  g_array_set_size (self->sheet_choices, 0);
  add_sheet_choice (self, entries, _("Every region side"), NULL, '\0');
  /* as `--side b` prints them: side B of every region that has one */
  add_sheet_choice (self, entries, _("Side A of every region"), NULL, 'A');
  add_sheet_choice (self, entries, _("Side B of every region"), NULL, 'B');
  if (self->shown_board != NULL)
    {
      g_autofree char *entry
          = self->shown_board_side >= 0
                /* TRANSLATORS: Print & Export opened from the Map page's
                 * Board view: the region sides of the board it shows, all
                 * on one side */
                ? g_strdup_printf (_("This board: its regions’ sides %c"),
                                   "AB"[self->shown_board_side])
                : g_strdup (_("This board: its regions’ sides"));
      SheetChoice board = { { NULL, NULL }, '\0', g_strdup (self->shown_board) };
      g_array_append_val (self->sheet_choices, board);
      g_strv_builder_add (entries, entry);
    }
  if (shown != NULL && shown->sides[self->shown_side] != NULL)
    {
      g_autofree char *side = describe_side (variant, shown, self->shown_side);
      /* TRANSLATORS: Print & Export opened from the Map page: the region
       * side it shows ("This region side: The Riverlands, side A") */
      g_autofree char *entry = g_strdup_printf (_("This region side: %s"), side);
      add_sheet_choice (self, entries, entry, shown->id, "AB"[self->shown_side]);
    }
  for (guint r = 0; r < variant->regions->len; r++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, r);
      for (int s = 0; s < 2; s++)
        if (region->sides[s] != NULL)
          {
            g_autofree char *entry = describe_side (variant, region, s);
            add_sheet_choice (self, entries, entry, region->id, "AB"[s]);
          }
    }
  for (guint i = 0; i < self->sheet_choices->len && keep == 0; i++)
    {
      SheetChoice *choice = &g_array_index (self->sheet_choices, SheetChoice, i);
      if (g_strcmp0 (choice->regions[0], was_region) == 0 && choice->side == was_side
          && g_strcmp0 (choice->board, was_board) == 0)
        keep = i;
    }
  strings = g_strv_builder_end (entries);
  model = gtk_string_list_new ((const char *const *) strings);
  self->filling_sheets = TRUE;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->region_sheets), G_LIST_MODEL (model));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->region_sheets), keep);
  self->filling_sheets = FALSE;
}

static void
document_saved_cb (WmDeckPrint *self)
{
  const WmDiagnostics *load_warnings = wm_document_get_load_warnings (self->document);

  if ((load_warnings ? wm_diagnostics_count (load_warnings) : 0) != self->load_warnings_told)
    update_error_hint (self);
}

static void
document_changed_cb (WmDeckPrint *self)
{
  update_error_hint (self);
  fill_sheet_choices (self);
  relayout (self);
}

static void
option_changed_cb (WmDeckPrint *self)
{
  /* Options set while the window is built wait for the first layout, and
   * the Region sides entries being replaced for the last. */
  if (self->area != NULL && !self->filling_sheets)
    relayout (self);
}

/* The map switched on by hand takes back the note that a choice of cards
 * switched it off. */
static void
map_toggled_cb (WmDeckPrint *self)
{
  if (gtk_switch_get_active (GTK_SWITCH (self->map)))
    self->map_turned_off = FALSE;
  option_changed_cb (self);
}

/* Under "This character": where its movement cards are, which are not
 * printed with it (they are a deck, edited and printed on the Decks page). */
static char *
describe_character (WmDeckPrint *self)
{
  WmVariant *variant = variant_of (self);
  WmCharacter *ch = wm_variant_find_character (variant, self->character[0]);
  WmDeck *deck = ch ? wm_variant_find_deck (variant, ch->movement_deck) : NULL;
  g_autofree char *name = deck ? wm_variant_isolated_name (variant, &deck->name, deck->id) : NULL;

  if (name == NULL)
    return g_strdup (_("The character’s card"));
  /* TRANSLATORS: under "This character: Bram Holloway" in Print & Export;
   * %s is the name of the character's movement deck, printed as "This
   * deck" from the Decks page. */
  return g_strdup_printf (_("Its card; its movement cards are the deck “%s”"), name);
}

/* Choosing less than all decks (one deck, a character's card, the selected
 * cards) switches the map sheets off — the designer prints the cards just
 * reworked, not the board again — still switchable on, and left as the
 * designer set them from one such choice to another; choosing all decks
 * again brings back the switch as it was. */
static void
which_changed_cb (WmDeckPrint *self)
{
  guint which = which_kind (self);
  g_autofree char *described = NULL;

  if (which != WHICH_ALL && self->which_before == WHICH_ALL)
    {
      self->map_before = gtk_switch_get_active (GTK_SWITCH (self->map));
      self->pieces_before = gtk_switch_get_active (GTK_SWITCH (self->pieces));
      self->assembly_before = gtk_switch_get_active (GTK_SWITCH (self->assembly));
      gtk_switch_set_active (GTK_SWITCH (self->pieces), FALSE);
      gtk_switch_set_active (GTK_SWITCH (self->assembly), FALSE);
      gtk_switch_set_active (GTK_SWITCH (self->map), FALSE);
      self->map_turned_off = self->map_before;
    }
  else if (which == WHICH_ALL && self->which_before != WHICH_ALL)
    {
      self->map_turned_off = FALSE;
      gtk_switch_set_active (GTK_SWITCH (self->pieces), self->pieces_before);
      gtk_switch_set_active (GTK_SWITCH (self->assembly), self->assembly_before);
      gtk_switch_set_active (GTK_SWITCH (self->map), self->map_before);
    }
  self->which_before = which;
  /* How many cards from how many decks, beside the choice. */
  if (which == WHICH_SELECTED)
    described = wm_deck_print_describe_selection (variant_of (self),
                                                  (const char *const *) self->card_ids);
  else if (which == WHICH_CHARACTER)
    described = describe_character (self);
  gtk_label_set_text (GTK_LABEL (self->which_note), described ? described : "");
  gtk_widget_set_visible (self->which_note, described != NULL);
  option_changed_cb (self);
}

char *
wm_deck_print_describe_selection (WmVariant *variant, const char *const *card_ids)
{
  g_autoptr (GPtrArray) decks = g_ptr_array_new ();
  guint n_ids = card_ids ? g_strv_length ((char **) card_ids) : 0;
  guint n_characters = 0, n_cards;
  g_autofree char *cards = NULL;
  g_autofree char *from = NULL;
  g_autofree char *characters = NULL;

  for (guint i = 0; i < n_ids; i++)
    {
      WmDeck *deck = NULL;
      if (wm_variant_find_card (variant, card_ids[i], &deck) != NULL)
        {
          if (!g_ptr_array_find (decks, deck, NULL))
            g_ptr_array_add (decks, deck);
        }
      else if (wm_variant_find_character (variant, card_ids[i]) != NULL)
        n_characters++;
    }
  n_cards = n_ids - n_characters;
  /* TRANSLATORS: the characters' cards among the cards to print, by the
   * characters' ids (Print & Export; "2 cards from 1 deck and 1
   * character card"). */
  characters = g_strdup_printf (
      g_dngettext (NULL, "%u character card", "%u character cards", n_characters), n_characters);
  if (n_cards == 0 && n_characters > 0)
    return g_steal_pointer (&characters);
  cards = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards", n_cards), n_cards);
  /* TRANSLATORS: the decks in "5 cards from 2 decks" (German: "aus 2 Stapeln"). */
  from = g_strdup_printf (g_dngettext (NULL, "%u deck", "%u decks", decks->len), decks->len);
  if (n_characters > 0)
    /* TRANSLATORS: "2 cards from 1 deck and 1 character card"; the %s are
     * the three counts above. */
    return g_strdup_printf (_("%s from %s and %s"), cards, from, characters);
  /* TRANSLATORS: "5 cards from 2 decks", the cards selected on the Decks
   * page; the %s are the two counts above. */
  return g_strdup_printf (_("%s from %s"), cards, from);
}

static void
draw_page_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WmDeckPrint *self = data;
  WmPrintOptions options;
  g_auto (GStrv) decks = NULL;
  double scale;

  if (self->job == NULL)
    return;
  read_options (self, &options, &decks);
  scale = MIN ((width - 20) / options.paper_width, (height - 20) / options.paper_height);
  cairo_translate (cr, (width - options.paper_width * scale) / 2,
                   (height - options.paper_height * scale) / 2);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_rectangle (cr, 3, 3, options.paper_width * scale, options.paper_height * scale);
  cairo_fill (cr);
  cairo_scale (cr, scale, scale);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, options.paper_width, options.paper_height);
  cairo_fill (cr);
  wm_print_job_draw_page (self->job, cr, self->page);
}

static void
turn_page_cb (GtkButton *button, WmDeckPrint *self)
{
  self->page += button == GTK_BUTTON (self->next) ? 1 : -1;
  update_page_label (self);
}

/* ---- printing ----------------------------------------------------------- */

static void show_export_status (WmDeckPrint *self, GFile *file, const GError *error);

static void
begin_print_cb (GtkPrintOperation *operation, GtkPrintContext *context, WmDeckPrint *self)
{
  gtk_print_operation_set_n_pages (operation, self->job ? wm_print_job_n_pages (self->job) : 0);
}

static void
print_page_cb (GtkPrintOperation *operation, GtkPrintContext *context, int page,
               WmDeckPrint *self)
{
  /* The unit is millimetres and the whole sheet is ours (set below), which
   * is the user space wm_print_job_draw_page() expects. */
  wm_print_job_draw_page (self->job, gtk_print_context_get_cairo_context (context), page);
}

/* Backs for duplex preselect duplex printing in the system dialog on their
 * edge: GTK's "horizontal" is CUPS's DuplexNoTumble, the long edge of a
 * portrait page, "vertical" DuplexTumble, the short edge. Pages without
 * cards are laid out one-sided, and printed so: the map's sheets printed
 * back to back could not be laid over one another. */
GtkPrintSettings *
wm_deck_print_dup_print_settings (WmDeckPrint *self)
{
  GtkPrintSettings *settings;

  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  settings = gtk_print_settings_new ();
  if (self->job == NULL || !wm_print_job_is_duplex (self->job))
    gtk_print_settings_set_duplex (settings, GTK_PRINT_DUPLEX_SIMPLEX);
  else if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->edge)) == 1)
    gtk_print_settings_set_duplex (settings, GTK_PRINT_DUPLEX_VERTICAL);
  else
    gtk_print_settings_set_duplex (settings, GTK_PRINT_DUPLEX_HORIZONTAL);
  /* Print to File suggests the name Export PDF… does, beside the
   * variant, not output.pdf in whatever folder the app was started from */
  if (wm_document_get_file (self->document) != NULL)
    {
      g_autoptr (GFile) folder = g_file_get_parent (wm_document_get_file (self->document));
      g_autofree char *name = wm_deck_print_pdf_name (self->document);
      g_autoptr (GFile) pdf = folder ? g_file_get_child (folder, name) : NULL;
      g_autofree char *uri = pdf ? g_file_get_uri (pdf) : NULL;

      if (uri != NULL)
        gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, uri);
    }
  return settings;
}

/* Print to File, GTK's file printer, writes its file itself through GIO's
 * replace, which puts what it wrote in the old file's place even when the
 * writing failed: on a full disk an earlier PDF was lost, cut short. So
 * the file printer writes into a folder of its own among the temporary
 * files, and that file, once whole, takes the chosen one's place as every
 * export does (wm_write_gfile_atomically ()): same pages, same settings of
 * the dialog (pages, copies, scale, format), and the old file stays when
 * anything fails. */
typedef struct
{
  GFile *target; /* the file chosen in the dialog; NULL: not printing to a file */
  char *folder;  /* the temporary folder the file printer writes into */
  char *written; /* the file it writes there */
  gboolean preview;
} PrintToFile;

static void
print_to_file_clear (PrintToFile *to_file)
{
  if (to_file->written != NULL)
    g_unlink (to_file->written);
  if (to_file->folder != NULL)
    g_rmdir (to_file->folder);
  g_clear_object (&to_file->target);
  g_clear_pointer (&to_file->written, g_free);
  g_clear_pointer (&to_file->folder, g_free);
}

/* The dialog's settings, set on the operation before the job that prints
 * them is made: the file printer's alone name an output file and its
 * format (the dialog makes them anew, without the suggestion of
 * wm_deck_print_dup_print_settings ()). A file that is not local is left
 * to GIO, as before. */
static void
print_settings_cb (GtkPrintOperation *operation, GParamSpec *pspec, PrintToFile *to_file)
{
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);
  const char *uri = settings ? gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI)
                             : NULL;
  g_autoptr (GFile) target = uri ? g_file_new_for_uri (uri) : NULL;
  g_autofree char *name = target ? g_file_get_basename (target) : NULL;
  g_autofree char *written_uri = NULL;

  if (to_file->target != NULL || target == NULL || !g_file_is_native (target) || name == NULL
      || gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT) == NULL)
    return;
  to_file->folder = g_dir_make_tmp ("waymark-print-XXXXXX", NULL);
  if (to_file->folder == NULL)
    return; /* GTK's spool is there too, and fails in its words */
  to_file->target = g_steal_pointer (&target);
  to_file->written = g_build_filename (to_file->folder, name, NULL);
  written_uri = g_filename_to_uri (to_file->written, NULL, NULL);
  gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_URI, written_uri);
}

static gboolean
print_preview_cb (GtkPrintOperation *operation, GtkPrintOperationPreview *preview,
                  GtkPrintContext *context, GtkWindow *parent, PrintToFile *to_file)
{
  to_file->preview = TRUE;
  return FALSE; /* GTK's previewer shows it */
}

/* What failed, under the buttons: an export, Print to File, or Print… on
 * a printer. */
typedef enum
{
  FAILED_EXPORT,
  FAILED_PRINT_TO_FILE,
  FAILED_PRINT
} Failed;

/* Why writing @path failed, in the words of a failed save where GIO's
 * error has one ("the disk is full", "the folder “/x” does not exist"),
 * not the system's. */
static char *
failure_reason (const char *path, const GError *cause)
{
  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_NO_SPACE))
    return g_strdup (wm_write_failure_reason (ENOSPC));
  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_READ_ONLY))
    return g_strdup (wm_write_failure_reason (EROFS));
  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED))
    return g_strdup (wm_write_failure_reason (EACCES));
  if (path != NULL
      && (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_NOT_FOUND)
          || g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_NOT_DIRECTORY)
          || g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY)))
    return wm_file_problem_sentence (path, cause, TRUE);
  return g_strdup (cause->message);
}

/* A failure of an export or of Print…, said in one shape, a failed
 * save's: what failed, the file or printer, why ("Could not export to
 * “/x/gone/fen.pdf”: the folder “/x/gone” does not exist", "Could not
 * print to “/x/fen.pdf”: the disk is full", "Could not print on “Office”:
 * the printing system stopped the job"). The atomic writer's own message
 * has that shape already ("Could not save “/x/fen.pdf”: writing failed:
 * the disk is full") and is kept. @reason: why, when there is no @cause. */
static GError *
failure_new (Failed what, const char *name, const GError *cause, const char *reason)
{
  g_autofree char *why = NULL;
  const char *format;

  if (cause != NULL && g_error_matches (cause, WM_IO_ERROR, WM_IO_ERROR_WRITE))
    return g_error_copy (cause);
  why = cause != NULL ? failure_reason (what == FAILED_PRINT ? NULL : name, cause)
                      : g_strdup (reason);
  switch (what)
    {
    case FAILED_EXPORT:
      /* TRANSLATORS: Export PDF… (or a page or card as PNG or SVG)
       * failed; the file chosen, then why ("the folder “/x” does not
       * exist") */
      format = _("Could not export to “%s”: %s");
      break;
    case FAILED_PRINT_TO_FILE:
      /* TRANSLATORS: Print… → Print to File failed
       * (the old file is kept); the file chosen,
       * then why ("the disk is full") */
      format = _("Could not print to “%s”: %s");
      break;
    case FAILED_PRINT:
    default:
      /* TRANSLATORS: Print… failed on a printer; the printer's name as
       * the print dialog shows it, then why (GTK's or the printing
       * system's words) */
      format = _("Could not print on “%s”: %s");
      break;
    }
  return g_error_new (WM_IO_ERROR, WM_IO_ERROR_WRITE, format, name, why);
}

/* The file's name as a failure names it: its path, or its URI when it is
 * not local. */
static char *
failure_file_name (GFile *file)
{
  char *path = g_file_get_path (file);

  return path != NULL ? path : g_file_get_parse_name (file);
}

/* After the dialog's Print: the file printed whole takes the chosen one's
 * place; what happened is said under the buttons, as an export's is. */
static void
finish_print_to_file (WmDeckPrint *self, PrintToFile *to_file, GtkPrintOperationResult result,
                      const GError *error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *data = NULL;
  gsize size = 0;

  if (result == GTK_PRINT_OPERATION_RESULT_CANCEL || to_file->preview)
    return;
  if (error == NULL && g_file_get_contents (to_file->written, &data, &size, &local))
    wm_write_gfile_atomically (to_file->target, data, size, &local);
  else
    {
      g_autofree char *path = failure_file_name (to_file->target);
      GError *failed = failure_new (FAILED_PRINT_TO_FILE, path, error ? error : local, NULL);

      g_clear_error (&local);
      local = failed;
    }
  show_export_status (self, to_file->target, local);
}

/* Says @error under the buttons in red; no @error: nothing. */
static void
show_failure (WmDeckPrint *self, const GError *error)
{
  if (error == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->export_status), "");
      gtk_widget_remove_css_class (self->export_status, "error");
      gtk_widget_set_visible (self->export_status, FALSE);
      return;
    }
  gtk_label_set_text (GTK_LABEL (self->export_status), error->message);
  gtk_widget_remove_css_class (self->export_status, "dim-label");
  gtk_widget_add_css_class (self->export_status, "error");
  gtk_widget_set_visible (self->export_status, TRUE);
}

void
wm_deck_print_print_ended (WmDeckPrint *self, GtkPrintSettings *settings, GtkPrintStatus status,
                           const GError *error)
{
  const char *uri
      = settings ? gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_URI) : NULL;
  const char *printer = settings ? gtk_print_settings_get_printer (settings) : NULL;
  g_autoptr (GError) failed = NULL;
  g_autofree char *file = NULL;
  const char *aborted = NULL;

  g_return_if_fail (WM_IS_DECK_PRINT (self));
  if (status == GTK_PRINT_STATUS_FINISHED_ABORTED)
    /* TRANSLATORS: why Print… failed when the printing system (CUPS)
     * cancelled or aborted the job */
    aborted = _("the printing system stopped the job");
  if (error == NULL && aborted == NULL)
    {
      show_failure (self, NULL);
      return;
    }
  /* the file printer's settings alone name a file and its format */
  if (uri != NULL && gtk_print_settings_get (settings, GTK_PRINT_SETTINGS_OUTPUT_FILE_FORMAT))
    {
      g_autoptr (GFile) target = g_file_new_for_uri (uri);

      file = failure_file_name (target);
      failed = failure_new (FAILED_PRINT_TO_FILE, file, error, aborted);
    }
  else
    failed = failure_new (FAILED_PRINT, printer ? printer : "", error, aborted);
  show_failure (self, failed);
}

/* A job sent to a printer is followed to its end: one the printing system
 * aborts is said under the buttons, as a failure to send it is. */
static void
print_status_cb (GtkPrintOperation *operation, WmDeckPrint *self)
{
  if (gtk_print_operation_get_status (operation) == GTK_PRINT_STATUS_FINISHED_ABORTED)
    wm_deck_print_print_ended (self, gtk_print_operation_get_print_settings (operation),
                               GTK_PRINT_STATUS_FINISHED_ABORTED, NULL);
}

static void
forget_printing (WmDeckPrint *self)
{
  if (self->printing != NULL)
    g_signal_handlers_disconnect_by_data (self->printing, self);
  g_clear_object (&self->printing);
}

static void
print_cb (GtkButton *button, WmDeckPrint *self)
{
  g_autoptr (GtkPrintOperation) operation = gtk_print_operation_new ();
  g_autoptr (GtkPageSetup) setup = gtk_page_setup_new ();
  g_autoptr (GtkPrintSettings) settings = wm_deck_print_dup_print_settings (self);
  g_autoptr (GError) error = NULL;
  gboolean a4 = g_str_equal (selected_paper (self), "a4");
  GtkPaperSize *paper = gtk_paper_size_new (a4 ? GTK_PAPER_NAME_A4 : GTK_PAPER_NAME_LETTER);
  PrintToFile to_file = { NULL, NULL, NULL, FALSE };
  GtkPrintOperationResult result;

  if (self->job == NULL)
    return;
  gtk_page_setup_set_paper_size (setup, paper);
  gtk_paper_size_free (paper);
  gtk_print_operation_set_default_page_setup (operation, setup);
  gtk_print_operation_set_print_settings (operation, settings);
  gtk_print_operation_set_unit (operation, GTK_UNIT_MM);
  gtk_print_operation_set_use_full_page (operation, TRUE);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_job_name (operation, gtk_window_get_title (GTK_WINDOW (self)));
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), self);
  g_signal_connect (operation, "draw-page", G_CALLBACK (print_page_cb), self);
  g_signal_connect (operation, "notify::print-settings", G_CALLBACK (print_settings_cb), &to_file);
  g_signal_connect (operation, "preview", G_CALLBACK (print_preview_cb), &to_file);
  gtk_print_operation_set_track_print_status (operation, TRUE);
  result = gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG,
                                    GTK_WINDOW (self), &error);
  /* what the last print did is said under the buttons until the next
   * print, where a change of option does not overwrite it (it was said in
   * the page count's place) */
  if (to_file.target != NULL)
    finish_print_to_file (self, &to_file, result, error);
  else if (result != GTK_PRINT_OPERATION_RESULT_CANCEL && !to_file.preview)
    {
      forget_printing (self);
      wm_deck_print_print_ended (self, gtk_print_operation_get_print_settings (operation),
                                 gtk_print_operation_get_status (operation), error);
      if (result == GTK_PRINT_OPERATION_RESULT_APPLY
          && !gtk_print_operation_is_finished (operation))
        {
          self->printing = g_object_ref (operation);
          g_signal_connect (operation, "status-changed", G_CALLBACK (print_status_cb), self);
        }
    }
  print_to_file_clear (&to_file);
}

/* ---- exporting ---------------------------------------------------------- */

/* The previewed page, or the card found for the card export. */
typedef struct
{
  WmDeckPrint *self;
  WmCard *card;
  WmDeck *deck;
  WmCharacter *character;
} ExportDraw;

static void
export_draw (cairo_t *cr, gpointer data)
{
  ExportDraw *draw = data;
  WmDeckPrint *self = draw->self;
  WmPrintOptions options;
  g_auto (GStrv) decks = NULL;

  read_options (self, &options, &decks);
  if (draw->character != NULL)
    wm_render_character_front (cr, variant_of (self), draw->character, options.lang, 0, NULL);
  else if (draw->card != NULL)
    wm_render_card_front (cr, variant_of (self), draw->deck, draw->card, options.lang, 0, NULL);
  else
    wm_print_job_draw_page (self->job, cr, self->page);
}

static gboolean
export_file (WmDeckPrint *self, GFile *file, gboolean card, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *lower = path ? g_ascii_strdown (path, -1) : NULL;
  ExportDraw draw = { self, NULL, NULL, NULL };
  WmPrintOptions options;
  g_auto (GStrv) decks = NULL;
  g_autoptr (GError) local = NULL;
  gboolean written;
  double w, h;

  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only local files can be written"));
      return FALSE;
    }
  /* a character's card is one too, by the character's id, as printed */
  if (card
      && (self->card_id == NULL
          || !wm_variant_find_printed_card (variant_of (self), self->card_id, &draw.card,
                                            &draw.deck, &draw.character)))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No card is selected"));
      return FALSE;
    }
  if (!card && self->job == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("There is nothing to print with these options"));
      return FALSE;
    }
  if (!card && g_str_has_suffix (lower, ".pdf"))
    written = wm_print_job_write_pdf (self->job, path, &local);
  else if (!wm_render_export_supported (path))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           card ? _("A card is exported as .png or .svg")
                                : _("Pages are exported as .pdf, .png or .svg"));
      return FALSE;
    }
  else
    {
      read_options (self, &options, &decks);
      if (card)
        wm_card_size (draw.deck, &w, &h);
      else
        {
          w = options.paper_width;
          h = options.paper_height;
        }
      written = wm_render_export (path, w, h, EXPORT_DPI, export_draw, &draw, &local);
    }
  /* said as Print to File says it: what failed, the file, why */
  if (!written)
    g_propagate_error (error, failure_new (FAILED_EXPORT, path, local, NULL));
  return written;
}

/* What an export did, under the buttons: "Wrote fen.pdf", or why it
 * failed in red, in the command line's words ("“/x/fen.pdf”: cannot be
 * written: permission denied"), until the next export, not overwritten
 * by the page count at the next change of an option (review 24a-3). */
static void
show_export_status (WmDeckPrint *self, GFile *file, const GError *error)
{
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *done = g_strdup_printf (_("Wrote %s"), name);

  if (error != NULL)
    {
      show_failure (self, error);
      return;
    }
  gtk_label_set_text (GTK_LABEL (self->export_status), done);
  gtk_widget_remove_css_class (self->export_status, "error");
  gtk_widget_add_css_class (self->export_status, "dim-label");
  gtk_widget_set_visible (self->export_status, TRUE);
}

gboolean
wm_deck_print_export (WmDeckPrint *self, GFile *file, gboolean card, GError **error)
{
  g_autoptr (GError) local = NULL;
  gboolean done;

  g_return_val_if_fail (WM_IS_DECK_PRINT (self), FALSE);
  done = export_file (self, file, card, &local);
  show_export_status (self, file, local);
  if (local != NULL)
    g_propagate_error (error, g_steal_pointer (&local));
  return done;
}

const char *
wm_deck_print_get_export_status (WmDeckPrint *self, gboolean *failed)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  if (failed != NULL)
    *failed = gtk_widget_has_css_class (self->export_status, "error");
  return gtk_label_get_text (GTK_LABEL (self->export_status));
}

static void
export_response_cb (GtkNativeDialog *dialog, int response, WmDeckPrint *self)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gboolean card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "wm-card"));

  if (response == GTK_RESPONSE_ACCEPT && file != NULL)
    wm_deck_print_export (self, file, card, NULL);
  g_object_unref (dialog);
  g_object_unref (self);
}

char *
wm_deck_print_pdf_name (WmDocument *doc)
{
  GFile *file = wm_document_get_file (doc);
  g_autofree char *base = file != NULL ? g_file_get_basename (file) : NULL;
  char *dot;

  if (base == NULL || base[0] == '.')
    return g_strdup ("print-and-play.pdf");
  dot = strrchr (base, '.');
  if (dot != NULL)
    *dot = '\0';
  return g_strconcat (base, ".pdf", NULL);
}

static void
export_cb (GtkButton *button, WmDeckPrint *self)
{
  gboolean card = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "wm-card"));
  const char *suggested = g_object_get_data (G_OBJECT (button), "wm-name");
  /* the label as shown, "Export PDF…": the button's has its mnemonic's
   * underscore, which the chooser's title showed */
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (
      gtk_label_get_text (GTK_LABEL (gtk_button_get_child (button))), GTK_WINDOW (self),
      GTK_FILE_CHOOSER_ACTION_SAVE,
      _("_Export"), _("_Cancel"));
  GFile *variant_file = wm_document_get_file (self->document);
  g_autoptr (GFile) folder = variant_file != NULL ? g_file_get_parent (variant_file) : NULL;
  g_autofree char *name = card         ? g_strdup_printf ("%s.png", self->card_id)
                          : suggested  ? g_strdup (suggested)
                                       : wm_deck_print_pdf_name (self->document);

  /* Beside the variant, where a designer looks for its sheets. */
  if (folder != NULL)
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), folder, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  g_object_set_data (G_OBJECT (dialog), "wm-card", GINT_TO_POINTER (card));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (export_response_cb), g_object_ref (self));
  wm_file_chooser_show (dialog);
}

/* ---- building ----------------------------------------------------------- */

static GtkWidget *
option_row (GtkWidget *group, const char *title, const char *subtitle, GtkWidget *widget)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), widget);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  return widget;
}

static GtkWidget *
switch_row (WmDeckPrint *self, GtkWidget *group, const char *title, const char *subtitle,
            gboolean on)
{
  GtkWidget *toggle = gtk_switch_new ();

  gtk_switch_set_active (GTK_SWITCH (toggle), on);
  g_signal_connect_swapped (toggle, "notify::active", G_CALLBACK (option_changed_cb), self);
  return option_row (group, title, subtitle, toggle);
}

/* The chosen entry gives way to the row's title when @shorten: a long
 * entry ("Grandezza reale, a tessere") is shortened with an ellipsis
 * rather than pressing the title into a hyphenated word; the opened list
 * shows it whole. */
static GtkWidget *
choice_row (WmDeckPrint *self, GtkWidget *group, const char *title, const char *const *choices,
            WmDropDownFit fit)
{
  GtkWidget *dropdown = wm_drop_down_fit (gtk_drop_down_new_from_strings (choices), fit);

  g_signal_connect_swapped (dropdown, "notify::selected", G_CALLBACK (option_changed_cb), self);
  return option_row (group, title, NULL, dropdown);
}

static GtkWidget *
spin_row (WmDeckPrint *self, GtkWidget *group, const char *title, const char *subtitle,
          double min, double max, double step, double value)
{
  GtkWidget *spin = wm_number_field_new (min, max, step);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  wm_number_field_refuse_beyond_named (GTK_SPIN_BUTTON (spin), title);
  g_signal_connect_swapped (spin, "value-changed", G_CALLBACK (option_changed_cb), self);
  return option_row (group, title, subtitle, spin);
}

static GtkWidget *
action_button (WmDeckPrint *self, const char *label, GCallback callback, gboolean card,
               const char *name)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  g_object_set_data (G_OBJECT (button), "wm-card", GINT_TO_POINTER (card));
  g_object_set_data (G_OBJECT (button), "wm-name", (gpointer) name);
  g_signal_connect (button, "clicked", callback, self);
  return button;
}

/* A choice on a row of its own, under its title (the Decks choice over
 * the note on what it holds): its entries name a deck, a character or a
 * region side ("This deck: Quests of Calder and Elmswick (12)"), too long
 * beside the title, which they pressed into a column of letters. The
 * chosen entry fills the row, on two lines if need be, and gives way in
 * its middle beyond; the opened list shows it whole. @changed follows the choice. */
static GtkWidget *
wide_choice_row (WmDeckPrint *self, GtkWidget *group, const char *title, const char *const *choices,
           GCallback changed)
{
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *heading = gtk_label_new (title);
  GtkWidget *dropdown = wm_drop_down_fit (gtk_drop_down_new_from_strings (choices),
                                          WM_DROP_DOWN_TWO_LINES);
  g_signal_connect_swapped (dropdown, "notify::selected", changed, self);
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (box), heading);
  gtk_box_append (GTK_BOX (box), dropdown);
  g_object_set (box, "margin-start", 12, "margin-end", 12, "margin-top", 8, "margin-bottom", 10,
                NULL);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  return dropdown;
}

/* The entries of the Decks drop-down, their kinds in self->which_kinds:
 * each choice says what it prints, wherever the window was opened from
 * ("This deck: Events (20)", not the Decks page's deck unnamed); a choice
 * that would print nothing is left out. */
static GStrv
which_entries (WmDeckPrint *self)
{
  WmVariant *variant = variant_of (self);
  g_autoptr (GStrvBuilder) entries = g_strv_builder_new ();
  WmDeck *deck = self->deck_id ? wm_variant_find_deck (variant, self->deck_id) : NULL;
  WmCharacter *ch = self->character ? wm_variant_find_character (variant, self->character[0])
                                    : NULL;
  guint n_selected = self->card_ids ? g_strv_length (self->card_ids) : 0;
  guint n = 0;

  self->which_kinds[n++] = WHICH_ALL;
  g_strv_builder_add (entries, _("All decks"));
  if (deck != NULL)
    {
      g_autofree char *name = wm_variant_isolated_name (variant, &deck->name, deck->id);
      /* TRANSLATORS: Print & Export's choice of the deck the Decks page
       * shows: its name and how many cards it has ("This deck: Events (20)"). */
      g_autofree char *entry = g_strdup_printf (_("This deck: %s (%u)"), name, deck->cards->len);
      self->which_kinds[n++] = WHICH_DECK;
      g_strv_builder_add (entries, entry);
    }
  if (ch != NULL)
    {
      g_autofree char *name = wm_variant_isolated_name (variant, &ch->name, ch->id);
      /* TRANSLATORS: Print & Export's choice of the card of the character
       * the Characters page shows ("This character: Bram Holloway"). */
      g_autofree char *entry = g_strdup_printf (_("This character: %s"), name);
      self->which_kinds[n++] = WHICH_CHARACTER;
      g_strv_builder_add (entries, entry);
    }
  if (n_selected > 0)
    {
      g_autofree char *entry = g_strdup_printf (
          g_dngettext (NULL, "%u selected card", "%u selected cards", n_selected), n_selected);
      self->which_kinds[n++] = WHICH_SELECTED;
      g_strv_builder_add (entries, entry);
    }
  return g_strv_builder_end (entries);
}

/* The variant's language that the preference @wanted ("de") names: the
 * same tag, else the first regional one ("de-AT"); NULL when none does. */
static const char *
variant_language (const WmVariant *variant, const char *wanted)
{
  gsize n = strlen (wanted);
  const char *regional = NULL;

  for (guint i = 0; variant->info.languages && variant->info.languages[i]; i++)
    {
      const char *tag = variant->info.languages[i];
      if (g_ascii_strncasecmp (tag, wanted, n) != 0)
        continue;
      if (tag[n] == '\0')
        return tag;
      if (regional == NULL && (tag[n] == '-' || tag[n] == '_'))
        regional = tag;
    }
  return regional;
}

/* The language the window starts in: Preferences' print language where
 * the variant has it; otherwise, as with "As the texts are shown", the
 * display language, which is what the designer has been reading and
 * checking: Main menu → Text Language's choice, else the desktop's
 * language where the variant has it, else the variant's first. */
static const char *
start_language (const WmVariant *variant)
{
  g_autofree char *wanted = wm_settings_dup_print_language ();
  const char *lang = wanted != NULL ? variant_language (variant, wanted) : NULL;

  return lang != NULL ? lang : wm_variant_display_language (variant);
}

/* Selects the preferences' paper and print language. */
static void
select_preferred (WmDeckPrint *self)
{
  WmVariant *variant = variant_of (self);
  g_autofree char *paper = wm_settings_dup_paper_size ();
  const char *lang = start_language (variant);

  for (guint i = 0; paper_names[i] != NULL; i++)
    if (g_str_equal (paper_names[i], paper))
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->paper), i);
  for (guint i = 0; variant->info.languages && variant->info.languages[i]; i++)
    if (g_strcmp0 (variant->info.languages[i], lang) == 0)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->lang), i);
}

static void
build (WmDeckPrint *self)
{
  WmVariant *variant = variant_of (self);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *what = adw_preferences_group_new ();
  GtkWidget *sheet = adw_preferences_group_new ();
  GtkWidget *map = adw_preferences_group_new ();
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *overlay = adw_toast_overlay_new ();
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *right = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *nav = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *print;
  g_auto (GStrv) which = which_entries (self);
  const char *papers[] = { "A4", "Letter", NULL };
  const char *sheets[] = { _("True size, tiled"), _("Fitted to a page"), NULL };
  /* how the printer turns the sheet between its two sides */
  const char *edges[] = { _("Long edge"), _("Short edge"), NULL };
  GtkStringList *langs = gtk_string_list_new (NULL);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (what), _("What"));
  /* The whole print-and-play set, as `waymark-cli print` makes it, from
   * wherever the window is opened; the deck the Decks page shows is the
   * choice "This deck: Events (20)", named from any page, the Characters
   * page's character "This character: …" and the cards selected in the
   * Decks page's table "3 selected cards" (`--card-ids`), to print the
   * cards just written on a sheet of their own (which_entries ()). */
  self->cards = switch_row (self, what, _("Cards"), NULL, TRUE);
  /* Whole where it fits: "4 ausgewählte Karten" cut to "4 ausgewählte K…"
   * no longer said what is printed. */
  self->which = wide_choice_row (self, what, _("Decks"), (const char *const *) which,
                          G_CALLBACK (which_changed_cb));
  /* under the choice, what it holds */
  self->which_note = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->which_note), 0);
  gtk_label_set_wrap (GTK_LABEL (self->which_note), TRUE);
  gtk_widget_add_css_class (self->which_note, "dim-label");
  gtk_widget_add_css_class (self->which_note, "caption");
  gtk_widget_set_visible (self->which_note, FALSE);
  gtk_box_append (GTK_BOX (gtk_widget_get_parent (self->which)), self->which_note);
  gtk_widget_set_sensitive (self->which, g_strv_length (which) > 1);
  if (self->deck_id == NULL)
    gtk_widget_set_tooltip_text (self->which, _("One deck is printed from the Decks page, "
                                                "where it is shown"));
  self->map = switch_row (self, what, _("Map sheets"), NULL, TRUE);
  g_signal_handlers_disconnect_by_func (self->map, option_changed_cb, self);
  g_signal_connect_swapped (self->map, "notify::active", G_CALLBACK (map_toggled_cb), self);
  /* every side, or the one changed (filled by fill_sheet_choices ()), on a
   * row of its own as the Decks choice: "This region side: The Misty
   * Fens, side B" beside its title would widen the column */
  self->region_sheets = wide_choice_row (self, what, _("Region sides"),
                                   (const char *const[]){ _("Every region side"), NULL },
                                   G_CALLBACK (option_changed_cb));
  /* the towns, forts, markers … of wm-print-pieces.c, as `print --pieces`;
   * on at first, as `waymark-cli print` makes them by default: a
   * print-and-play set is not playable without its pieces */
  self->pieces = switch_row (self, what, _("Pieces"),
                             _("Towns, forts, inns, highwaymen, secret places, weapons, markers "
                               "and the gold track"),
                             TRUE);
  /* the assembly sheet of wm-print-assembly.c, as `print --assembly`, of
   * the board the Board view shows when opened from there; on at first,
   * as the command line's default set has it (the board laid out) */
  self->assembly = switch_row (self, what, _("Assembly sheet"),
                               _("Which region side goes in which cell of the board, turned "
                                 "how, and where the highwaymen start"),
                               TRUE);
  /* Named as Main menu → Text Language names them ("Deutsch"), in the
   * variant's order: the selected index is the language's. */
  for (guint i = 0; variant->info.languages && variant->info.languages[i]; i++)
    {
      g_autofree char *name = wm_locale_language_name (variant->info.languages[i]);
      gtk_string_list_append (langs, name);
    }
  self->lang = gtk_drop_down_new (G_LIST_MODEL (langs), NULL);
  g_signal_connect_swapped (self->lang, "notify::selected", G_CALLBACK (option_changed_cb), self);
  option_row (what, _("Language"), NULL, self->lang);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (sheet), _("Sheets"));
  self->paper = choice_row (self, sheet, _("Paper"), papers, WM_DROP_DOWN_SHORT);
  self->bleed = spin_row (self, sheet, _("Bleed"), _("Millimetres round every card"), 0, 10, 0.5, 0);
  self->crop = switch_row (self, sheet, _("Crop marks"), NULL, FALSE);
  self->duplex = switch_row (self, sheet, _("Backs for duplex"),
                             _("Each page of backs on the reverse of its fronts"), FALSE);
  self->edge = choice_row (self, sheet, _("Flip edge"), edges, WM_DROP_DOWN_SHORT);
  self->light_backs = switch_row (self, sheet, _("Light backs"),
                                  _("Framed in the deck's colour on white, to save ink"), FALSE);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (map), _("Map"));
  /* on two lines where one is too narrow: "Originalgröße, gekachelt" and
   * "Grandezza reale, a tessere" were cut to "Originalgröße, g…" (review
   * 24a-5), which no longer said how the map is printed */
  self->sheets = choice_row (self, map, _("Sheet layout"), sheets, WM_DROP_DOWN_TWO_LINES);
  self->unit = spin_row (self, map, _("Scale"), _("Millimetres per map unit"), 1, 200, 1, 20);
  select_preferred (self);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (what));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (sheet));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (map));
  gtk_widget_set_size_request (page, 380, -1);

  self->area = gtk_drawing_area_new ();
  gtk_widget_set_vexpand (self->area, TRUE);
  gtk_widget_set_hexpand (self->area, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_page_cb, self, NULL);
  self->prev = gtk_button_new_from_icon_name ("go-previous-symbolic");
  self->next = gtk_button_new_from_icon_name ("go-next-symbolic");
  gtk_widget_set_tooltip_text (self->prev, _("Previous page"));
  gtk_widget_set_tooltip_text (self->next, _("Next page"));
  g_signal_connect (self->prev, "clicked", G_CALLBACK (turn_page_cb), self);
  g_signal_connect (self->next, "clicked", G_CALLBACK (turn_page_cb), self);
  self->page_label = gtk_label_new (NULL);
  gtk_box_append (GTK_BOX (nav), self->prev);
  gtk_box_append (GTK_BOX (nav), self->page_label);
  gtk_box_append (GTK_BOX (nav), self->next);
  gtk_widget_set_halign (nav, GTK_ALIGN_CENTER);
  self->summary = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->summary), TRUE);
  gtk_widget_add_css_class (self->summary, "dim-label");
  self->errors = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->errors), TRUE);
  gtk_widget_add_css_class (self->errors, "warning");
  gtk_box_append (GTK_BOX (right), self->errors);
  gtk_box_append (GTK_BOX (right), self->area);
  gtk_box_append (GTK_BOX (right), nav);
  gtk_box_append (GTK_BOX (right), self->summary);
  self->export_status = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->export_status), TRUE);
  gtk_widget_set_visible (self->export_status, FALSE);
  gtk_box_append (GTK_BOX (right), self->export_status);
  g_object_set (right, "margin-start", 12, "margin-end", 12, "margin-top", 12, "margin-bottom",
                12, NULL);

  gtk_box_append (GTK_BOX (buttons),
                  action_button (self, _("Export _PDF…"), G_CALLBACK (export_cb), FALSE,
                                 NULL));
  gtk_box_append (GTK_BOX (buttons),
                  action_button (self, _("Export Page as PNG/SVG…"), G_CALLBACK (export_cb),
                                 FALSE, "page.png"));
  if (self->card_id != NULL)
    gtk_box_append (GTK_BOX (buttons),
                    action_button (self, _("Export Card as PNG/SVG…"), G_CALLBACK (export_cb),
                                   TRUE, NULL));
  /* The buttons wrap onto a second line rather than widen the window: in
   * one row, in German, they made it 1175 px at its narrowest, and on a
   * 1024 px screen the Print button lay out of view (review 20, R20-1). */
  gtk_widget_set_layout_manager (buttons, wm_wrap_layout_new (6, 6));
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (right), buttons);

  print = gtk_button_new_with_mnemonic (_("_Print…"));
  gtk_widget_add_css_class (print, "suggested-action");
  g_signal_connect (print, "clicked", G_CALLBACK (print_cb), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), print);

  gtk_box_append (GTK_BOX (body), page);
  gtk_box_append (GTK_BOX (body), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (body), right);
  gtk_widget_set_vexpand (body, TRUE);
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), body);
  /* for a number refused in a field (wm_window_report ()) */
  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), content);
  adw_window_set_content (ADW_WINDOW (self), overlay);
}

int
wm_deck_print_get_n_pages (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), 0);
  return self->job ? wm_print_job_n_pages (self->job) : 0;
}

const char *
wm_deck_print_get_paper (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  return selected_paper (self);
}

char *
wm_deck_print_dup_language (WmDeckPrint *self)
{
  WmPrintOptions options;
  g_auto (GStrv) decks = NULL;

  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  read_options (self, &options, &decks);
  return g_strdup (options.lang);
}

void
wm_deck_print_set_only_deck (WmDeckPrint *self, gboolean only_deck)
{
  g_return_if_fail (WM_IS_DECK_PRINT (self));
  choose_kind (self, only_deck ? WHICH_DECK : WHICH_ALL);
}

gboolean
wm_deck_print_set_only_character (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), FALSE);
  return choose_kind (self, WHICH_CHARACTER);
}

/* The entry @dropdown shows, as a new string (NULL: none). */
static char *
dup_chosen (GtkWidget *dropdown)
{
  GtkStringObject *chosen = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (dropdown));

  return chosen ? g_strdup (gtk_string_object_get_string (chosen)) : NULL;
}

char *
wm_deck_print_dup_choice (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  return dup_chosen (self->which);
}

void
wm_deck_print_set_duplex (WmDeckPrint *self, gboolean duplex, gboolean short_edge)
{
  g_return_if_fail (WM_IS_DECK_PRINT (self));
  gtk_switch_set_active (GTK_SWITCH (self->duplex), duplex);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->edge), short_edge ? 1 : 0);
}

gboolean
wm_deck_print_set_only_selected (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), FALSE);
  return choose_kind (self, WHICH_SELECTED);
}

gboolean
wm_deck_print_get_pieces (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), FALSE);
  return gtk_switch_get_active (GTK_SWITCH (self->pieces));
}

gboolean
wm_deck_print_get_assembly (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), FALSE);
  return gtk_switch_get_active (GTK_SWITCH (self->assembly));
}

void
wm_deck_print_set_assembly (WmDeckPrint *self, gboolean assembly)
{
  g_return_if_fail (WM_IS_DECK_PRINT (self));
  gtk_switch_set_active (GTK_SWITCH (self->assembly), assembly);
}

gboolean
wm_deck_print_get_map (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), FALSE);
  return gtk_switch_get_active (GTK_SWITCH (self->map));
}

void
wm_deck_print_set_cards (WmDeckPrint *self, gboolean cards)
{
  g_return_if_fail (WM_IS_DECK_PRINT (self));
  gtk_switch_set_active (GTK_SWITCH (self->cards), cards);
}

void
wm_deck_print_set_pieces (WmDeckPrint *self, gboolean pieces)
{
  g_return_if_fail (WM_IS_DECK_PRINT (self));
  gtk_switch_set_active (GTK_SWITCH (self->pieces), pieces);
}

void
wm_deck_print_set_map (WmDeckPrint *self, gboolean map)
{
  g_return_if_fail (WM_IS_DECK_PRINT (self));
  gtk_switch_set_active (GTK_SWITCH (self->map), map);
}

void
wm_deck_print_set_shown_side (WmDeckPrint *self, const char *region_id, int side)
{
  g_return_if_fail (WM_IS_DECK_PRINT (self));
  g_return_if_fail (side == 0 || side == 1);
  g_free (self->shown_region);
  self->shown_region = g_strdup (region_id);
  self->shown_side = side;
  fill_sheet_choices (self);
  /* the side shown, when it is drawn: the first entry of it */
  wm_deck_print_choose_sheets (self, region_id, side);
  relayout (self);
}

void
wm_deck_print_set_shown_board (WmDeckPrint *self, const char *spec, int side)
{
  g_return_if_fail (WM_IS_DECK_PRINT (self));
  g_return_if_fail (spec != NULL);
  g_free (self->shown_board);
  self->shown_board = g_strdup (spec);
  self->shown_board_side = side;
  fill_sheet_choices (self);
  for (guint i = 0; i < self->sheet_choices->len; i++)
    if (g_array_index (self->sheet_choices, SheetChoice, i).board != NULL)
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->region_sheets), i);
  relayout (self);
}

gboolean
wm_deck_print_choose_every_side (WmDeckPrint *self, char side)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), FALSE);
  for (guint i = 0; i < self->sheet_choices->len; i++)
    {
      SheetChoice *choice = &g_array_index (self->sheet_choices, SheetChoice, i);
      if (choice->regions[0] == NULL && choice->board == NULL && choice->side == side)
        {
          gtk_drop_down_set_selected (GTK_DROP_DOWN (self->region_sheets), i);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
wm_deck_print_choose_sheets (WmDeckPrint *self, const char *region_id, int side)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), FALSE);
  for (guint i = 0; i < self->sheet_choices->len; i++)
    {
      SheetChoice *choice = &g_array_index (self->sheet_choices, SheetChoice, i);
      if (g_strcmp0 (choice->regions[0], region_id) == 0 && choice->board == NULL
          && (region_id != NULL ? choice->side == "AB"[side] : choice->side == '\0'))
        {
          gtk_drop_down_set_selected (GTK_DROP_DOWN (self->region_sheets), i);
          return TRUE;
        }
    }
  return FALSE;
}

char *
wm_deck_print_dup_sheets_choice (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  return dup_chosen (self->region_sheets);
}

const char *
wm_deck_print_get_map_note (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  return adw_action_row_get_subtitle (
      ADW_ACTION_ROW (gtk_widget_get_ancestor (self->map, ADW_TYPE_ACTION_ROW)));
}

const char *
wm_deck_print_get_summary (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->summary));
}

const char *
wm_deck_print_get_decks_note (WmDeckPrint *self)
{
  g_return_val_if_fail (WM_IS_DECK_PRINT (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->which_note));
}

static void
wm_deck_print_dispose (GObject *object)
{
  WmDeckPrint *self = WM_DECK_PRINT (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->job, wm_print_job_free);
  g_clear_pointer (&self->sheet_choices, g_array_unref);
  forget_printing (self);
  G_OBJECT_CLASS (wm_deck_print_parent_class)->dispose (object);
}

static void
wm_deck_print_finalize (GObject *object)
{
  WmDeckPrint *self = WM_DECK_PRINT (object);

  g_free (self->deck_id);
  g_strfreev (self->character);
  g_free (self->card_id);
  g_strfreev (self->card_ids);
  g_free (self->shown_region);
  g_free (self->shown_board);
  G_OBJECT_CLASS (wm_deck_print_parent_class)->finalize (object);
}

static void
wm_deck_print_class_init (WmDeckPrintClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_deck_print_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_deck_print_finalize;
  /* A window of its own beside the editor: Escape closes it, as it closes
   * the Preferences and the Keyboard Shortcuts. */
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

static void
wm_deck_print_init (WmDeckPrint *self)
{
  self->sheet_choices = g_array_new (FALSE, TRUE, sizeof (SheetChoice));
  g_array_set_clear_func (self->sheet_choices, sheet_choice_clear);
}

WmDeckPrint *
wm_deck_print_new (GtkWindow *parent, WmDocument *doc, const char *deck_id,
                   const char *character_id, const char *const *card_ids)
{
  WmDeckPrint *self;

  g_return_val_if_fail (WM_IS_DOCUMENT (doc), NULL);
  self = g_object_new (WM_TYPE_DECK_PRINT, "transient-for", parent, "default-width", 1000,
                       "default-height", 760, "title", _("Print & Export"), NULL);
  self->document = g_object_ref (doc);
  self->deck_id = g_strdup (deck_id);
  if (card_ids != NULL && card_ids[0] != NULL)
    {
      self->card_id = g_strdup (card_ids[0]);
      self->card_ids = g_strdupv ((char **)card_ids);
    }
  if (character_id != NULL)
    {
      self->character = g_strdupv ((char *[]){ (char *) character_id, NULL });
      /* the card on the page the window was opened from */
      g_free (self->card_id);
      self->card_id = g_strdup (character_id);
    }
  build (self);
  g_signal_connect_swapped (doc, "changed", G_CALLBACK (document_changed_cb), self);
  /* a save settles the loader's warnings about how the file is written */
  g_signal_connect_swapped (doc, "notify::modified", G_CALLBACK (document_saved_cb), self);
  document_changed_cb (self);
  return self;
}
