#define G_LOG_DOMAIN "wm-decks"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wm-card-preview.h"
#include "wm-locale.h"
#include "wm-render-card.h"
#include "wm-settings.h"

/* The card's shadow margin around it, in pixels (see draw_cb ()). */
#define CARD_MARGIN 12
/* The least height of the card: 140 px still reads as its layout. */
#define CARD_MIN_HEIGHT 140
#define ROW_SPACING 6

struct _WmCardPreview
{
  GtkWidget parent_instance;

  WmDocument *document;
  char *card_id;
  char *character_id; /* a character's card instead of a deck's */
  char *lang;
  char *summary;
  char *marked; /* what the card marks cut in the language drawn, or NULL */
  gboolean overflow;
  guint draw_count;

  GtkWidget *box;
  GtkWidget *area;
  GtkWidget *row; /* the fitting lines and the fold button */
  GtkWidget *shown; /* the toggle that shows the card or folds it away */
  GtkWidget *fits;
};

G_DEFINE_FINAL_TYPE (WmCardPreview, wm_card_preview, GTK_TYPE_WIDGET)

static WmCard *
find_card (WmCardPreview *self, WmDeck **deck)
{
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;
  return variant && self->card_id ? wm_variant_find_card (variant, self->card_id, deck) : NULL;
}

static WmCharacter *
find_character (WmCardPreview *self)
{
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;
  return variant && self->character_id ? wm_variant_find_character (variant, self->character_id)
                                       : NULL;
}

/* The text fitting of what is shown, in @lang; FALSE when nothing is. */
static gboolean
check_text (WmCardPreview *self, const char *lang, WmCardFit *fit)
{
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;
  WmDeck *deck = NULL;
  WmCard *card = find_card (self, &deck);
  WmCharacter *character = find_character (self);

  if (card != NULL)
    wm_card_check_text (variant, deck, card, lang, fit);
  else if (character != NULL)
    wm_character_check_text (variant, character, lang, fit);
  return card != NULL || character != NULL;
}

static void
draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WmCardPreview *self = data;
  WmDeck *deck = NULL;
  WmCard *card = find_card (self, &deck);
  WmCharacter *character = find_character (self);
  double w, h, scale;

  if (card == NULL && character == NULL)
    return;
  /* a character's card has the default size (deck NULL) */
  wm_card_size (deck, &w, &h);
  /* Fit the card with a margin for its shadow, in millimetres. */
  scale = MIN ((width - CARD_MARGIN) / w, (height - CARD_MARGIN) / h);
  if (scale <= 0)
    return;
  cairo_translate (cr, (width - w * scale) / 2, (height - h * scale) / 2);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_rectangle (cr, 2, 3, w * scale, h * scale);
  cairo_fill (cr);
  cairo_scale (cr, scale, scale);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_fill (cr);
  if (card != NULL)
    wm_render_card_front (cr, wm_document_get_variant (self->document), deck, card, self->lang, 0,
                          NULL);
  else
    wm_render_character_front (cr, wm_document_get_variant (self->document), character,
                               self->lang, 0, NULL);
  self->draw_count++;
}

/* The lines that say how the texts fit, as they are made: the summary,
 * its markup, and the cut ones of the language the card is drawn in,
 * which the card marks in red (its tooltip). */
typedef struct
{
  GString *out, *markup, *marked;
  gboolean shown; /* the lines are of the language drawn */
} FitLines;

/* Appends @line to the summary and its markup, in red and bold when
 * @cut; a cut one of the language drawn to what the card marks. */
static void
add_fit_line (FitLines *lines, const char *line, gboolean cut)
{
  g_autofree char *escaped = g_markup_escape_text (line, -1);

  g_string_append_printf (lines->out, "%s%s", lines->out->len ? "\n" : "", line);
  /* Only the overflowing lines stand out. */
  g_string_append_printf (lines->markup,
                          cut ? "%s<span foreground=\"#c01c28\" weight=\"bold\">%s</span>"
                              : "%s%s",
                          lines->markup->len ? "\n" : "", escaped);
  if (cut && lines->shown)
    g_string_append_printf (lines->marked, "\n%s", line);
}

/* How the text fits in the language called @name, in one line. */
static char *
text_fit_line (const char *name, const WmCardFit *fit)
{
  if (!fit->has_text)
    return g_strdup_printf (_("%s: no text"), name);
  if (fit->overflow)
    return g_strdup_printf (_("%s: ⚠ overflows — needs %.1f mm at %.1f pt, the box holds %.1f mm"),
                            name, fit->text_height, fit->font_pt, fit->box_height);
  return g_strdup_printf (_("%s: fits at %.1f pt"), name, fit->font_pt);
}

/* A red line for each name on the face cut in its room: a town's, a path
 * type's, a character's. */
static void
add_label_lines (FitLines *lines, const char *name, const WmCardFit *fit)
{
  static const char *const said[] = {
    [WM_CARD_LABEL_TOWN] = N_ ("%s: ⚠ the name of town “%s” is cut — needs %.1f mm at %.1f pt, "
                               "it has %.1f mm"),
    [WM_CARD_LABEL_PATH_TYPE] = N_ ("%s: ⚠ the name of path type “%s” is cut — needs %.1f mm "
                                    "at %.1f pt, it has %.1f mm"),
    [WM_CARD_LABEL_CHARACTER] = N_ ("%s: ⚠ the name of character “%s” is cut — needs %.1f mm "
                                    "at %.1f pt, it has %.1f mm"),
    [WM_CARD_LABEL_SCOPE] = N_ ("%s: ⚠ “%s” under the event's icon is cut — needs %.1f mm at "
                                "%.1f pt, it has %.1f mm"),
  };

  for (int i = 0; i < fit->n_label_cuts; i++)
    {
      const WmLabelCut *cut = &fit->label_cuts[i];
      g_autofree char *line = g_strdup_printf (_(said[cut->kind]), name, cut->id, cut->width,
                                               cut->font_pt, cut->room);
      add_fit_line (lines, line, TRUE);
    }
}

/* A cut of the back, which the card drawn (its front) does not mark. */
static void
add_back_line (FitLines *lines, const char *line)
{
  gboolean shown = lines->shown;

  lines->shown = FALSE;
  add_fit_line (lines, line, TRUE);
  lines->shown = shown;
}

/* Red lines for what the deck prints cut on every card in @lang: its name
 * in the footer of the card shown and on their back, a town's name on
 * their back. TRUE when anything is. */
static gboolean
add_deck_lines (WmCardPreview *self, FitLines *lines, const char *name, const char *lang)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmDeck *deck = NULL;
  WmBandFit footer, back;
  WmLabelCut towns[2];
  int n_towns;

  if (find_card (self, &deck) == NULL)
    return FALSE; /* a character's card names no deck */
  wm_deck_check_name (variant, deck, lang, &footer, &back);
  n_towns = wm_deck_check_back_labels (variant, deck, lang, towns, G_N_ELEMENTS (towns));
  for (int i = 0; i < n_towns; i++)
    {
      g_autofree char *said = g_strdup_printf (
          _("%s: ⚠ the name of town “%s” is cut on the back — needs %.1f mm at %.1f pt, it has "
            "%.1f mm"),
          name, towns[i].id, towns[i].width, towns[i].font_pt, towns[i].room);
      add_back_line (lines, said);
    }
  if (footer.overflow)
    {
      g_autofree char *said = g_strdup_printf (
          _("%s: ⚠ the deck's name overflows the footer — cut even at %.1f pt"), name,
          footer.font_pt);
      add_fit_line (lines, said, TRUE);
    }
  if (back.overflow)
    {
      g_autofree char *said = g_strdup_printf (
          _("%s: ⚠ the deck's name overflows the plate on the back — needs %d lines at %.1f pt, "
            "the plate holds %d"),
          name, back.lines, back.font_pt, back.max_lines);
      add_back_line (lines, said);
    }
  return footer.overflow || back.overflow || n_towns > 0;
}

static void
update_fits (WmCardPreview *self)
{
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;
  char **languages = variant ? variant->info.languages : NULL;
  const char *drawn = self->lang ? self->lang
                      : variant  ? wm_variant_fallback_language (variant)
                                 : NULL;
  FitLines lines = { g_string_new (NULL), g_string_new (NULL),
                     g_string_new (_("Marked red on the card, cut:")), FALSE };
  gsize nothing_marked = lines.marked->len;
  WmCardFit fit;

  self->overflow = FALSE;
  for (int l = 0; languages && languages[l] && check_text (self, languages[l], &fit); l++)
    {
      /* the language by name, as the Decks page's language picker has it */
      g_autofree char *name = wm_locale_language_name (languages[l]);
      g_autofree char *line = text_fit_line (name, &fit);

      lines.shown = g_strcmp0 (languages[l], drawn) == 0;
      self->overflow |= wm_card_fit_cut (&fit);
      add_fit_line (&lines, line, fit.overflow);
      if (fit.name.overflow)
        {
          /* the name is a line of its own only when it is cut */
          g_autofree char *said = g_strdup_printf (
              _("%s: ⚠ the name overflows its title band — needs %d lines at %.1f pt, the band "
                "holds %d"),
              name, fit.name.lines, fit.name.font_pt, fit.name.max_lines);
          add_fit_line (&lines, said, TRUE);
        }
      add_label_lines (&lines, name, &fit);
      self->overflow |= add_deck_lines (self, &lines, name, languages[l]);
    }
  g_free (self->summary);
  self->summary = g_string_free (lines.out, FALSE);
  gtk_label_set_markup (GTK_LABEL (self->fits), lines.markup->str);
  g_string_free (lines.markup, TRUE);
  /* The red corners on the card say that something is cut, the tooltip
   * what, in the language drawn: a cut label's corner is small. */
  g_free (self->marked);
  self->marked = lines.marked->len > nothing_marked ? g_strdup (lines.marked->str) : NULL;
  g_string_free (lines.marked, TRUE);
  gtk_widget_set_tooltip_text (self->area, self->marked);
}

void
wm_card_preview_refresh (WmCardPreview *self)
{
  g_return_if_fail (WM_IS_CARD_PREVIEW (self));
  update_fits (self);
  gtk_widget_queue_draw (self->area);
}

void
wm_card_preview_set_card (WmCardPreview *self, WmDocument *doc, const char *card_id,
                          const char *lang)
{
  g_return_if_fail (WM_IS_CARD_PREVIEW (self));
  g_set_object (&self->document, doc);
  g_free (self->card_id);
  self->card_id = g_strdup (card_id);
  g_clear_pointer (&self->character_id, g_free);
  g_free (self->lang);
  self->lang = g_strdup (lang);
  wm_card_preview_refresh (self);
  /* another deck's cards may have other proportions (see measure_height ()) */
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
wm_card_preview_set_character (WmCardPreview *self, WmDocument *doc, const char *character_id,
                               const char *lang)
{
  g_return_if_fail (WM_IS_CARD_PREVIEW (self));
  g_set_object (&self->document, doc);
  g_clear_pointer (&self->card_id, g_free);
  g_free (self->character_id);
  self->character_id = g_strdup (character_id);
  g_free (self->lang);
  self->lang = g_strdup (lang);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Character card preview"), -1);
  wm_card_preview_refresh (self);
}

const char *
wm_card_preview_get_summary (WmCardPreview *self)
{
  g_return_val_if_fail (WM_IS_CARD_PREVIEW (self), NULL);
  return self->summary ? self->summary : "";
}

const char *
wm_card_preview_get_marked (WmCardPreview *self)
{
  g_return_val_if_fail (WM_IS_CARD_PREVIEW (self), NULL);
  return self->marked;
}

gboolean
wm_card_preview_get_overflow (WmCardPreview *self)
{
  g_return_val_if_fail (WM_IS_CARD_PREVIEW (self), FALSE);
  return self->overflow;
}

guint
wm_card_preview_get_draw_count (WmCardPreview *self)
{
  g_return_val_if_fail (WM_IS_CARD_PREVIEW (self), 0);
  return self->draw_count;
}

static void
wm_card_preview_dispose (GObject *object)
{
  WmCardPreview *self = WM_CARD_PREVIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (wm_card_preview_parent_class)->dispose (object);
}

static void
wm_card_preview_finalize (GObject *object)
{
  WmCardPreview *self = WM_CARD_PREVIEW (object);

  g_free (self->card_id);
  g_free (self->character_id);
  g_free (self->lang);
  g_free (self->summary);
  g_free (self->marked);
  G_OBJECT_CLASS (wm_card_preview_parent_class)->finalize (object);
}

/* The height the card is drawn at in @width: its own proportions. */
static int
card_height_for_width (WmCardPreview *self, int width)
{
  WmDeck *deck = NULL;
  double w, h;

  find_card (self, &deck);
  /* a character's card, and none yet, have the default size (deck NULL) */
  wm_card_size (deck, &w, &h);
  return (int) ceil (MAX (width - CARD_MARGIN, 0) * h / w) + CARD_MARGIN;
}

/* Height for width: the fitting lines as tall as they wrap in @width, and
 * above them the card at least CARD_MIN_HEIGHT, naturally as tall as it
 * is drawn in that width. Measured for no width, the least width's, where
 * the lines wrap most: the height never grows for a wider allocation, as
 * GTK requires (a plain box warned "min height 204, but 213 for width"). */
static void
measure_height (WmCardPreview *self, int width, int *minimum, int *natural)
{
  int row_min, row_nat;

  gtk_widget_measure (self->row, GTK_ORIENTATION_VERTICAL, width, &row_min, &row_nat, NULL,
                      NULL);
  *minimum = row_min;
  *natural = row_nat;
  if (gtk_widget_get_visible (self->area))
    {
      *minimum += CARD_MIN_HEIGHT + ROW_SPACING;
      *natural += MAX (CARD_MIN_HEIGHT, card_height_for_width (self, width)) + ROW_SPACING;
    }
}

/* The pane is as wide as the card and its lines ask for, whatever its
 * height. Measured for a height, as the form and the pane side by side are,
 * a wrapping label asks for the width that fits its text into that height:
 * a long overflow line on one line, which took the form's width. */
static void
wm_card_preview_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                         int *minimum, int *natural, int *minimum_baseline,
                         int *natural_baseline)
{
  WmCardPreview *self = WM_CARD_PREVIEW (widget);
  int min_width;

  *minimum_baseline = *natural_baseline = -1;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int card_width;
      gtk_widget_measure (self->box, orientation, -1, minimum, natural, NULL, NULL);
      /* As wide as the card asks, folded or not; the lines wrap inside that
       * width rather than widen it. The natural width of a line turning
       * from "fits at 6.5 pt" into "⚠ overflows — needs …" widened the pane
       * by some 50 px, and every field of the form beside it narrowed and
       * wrapped anew while the designer typed (review j, 5). */
      gtk_widget_get_size_request (self->area, &card_width, NULL);
      *natural = MAX (*minimum, card_width);
      return;
    }
  gtk_widget_measure (self->box, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  measure_height (self, MAX (for_size, min_width), minimum, natural);
}

static GtkSizeRequestMode
wm_card_preview_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
wm_card_preview_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_allocate (WM_CARD_PREVIEW (widget)->box, width, height, baseline, NULL);
}

static void
wm_card_preview_class_init (WmCardPreviewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = wm_card_preview_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_card_preview_finalize;
  widget_class->measure = wm_card_preview_measure;
  widget_class->get_request_mode = wm_card_preview_get_request_mode;
  widget_class->size_allocate = wm_card_preview_size_allocate;
}

static void
shown_changed_cb (GtkToggleButton *toggle, GParamSpec *pspec, gpointer user_data)
{
  gboolean shown = gtk_toggle_button_get_active (toggle);

  gtk_button_set_icon_name (GTK_BUTTON (toggle),
                            shown ? "view-conceal-symbolic" : "view-reveal-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (toggle),
                               shown ? _("Hide the card, keep the lines that say whether its "
                                         "texts fit")
                                     : _("Show the card as it will be printed"));
}

/* The lines that say whether the texts fit, and beside them, in room they
 * leave free, the button that folds the card away: under the form, in a
 * short window, the card takes about 170 px of the form's height. Folded
 * or not, it stays so in every window and the next run (the page's key,
 * see wm_card_preview_new ()). */
static GtkWidget *
build_fits_row (WmCardPreview *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *toggle = gtk_toggle_button_new ();

  gtk_widget_add_css_class (toggle, "flat");
  gtk_widget_set_valign (toggle, GTK_ALIGN_START);
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Card preview"), -1);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (shown_changed_cb), NULL);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (toggle), TRUE);
  shown_changed_cb (GTK_TOGGLE_BUTTON (toggle), NULL, NULL);
  g_object_bind_property (toggle, "active", self->area, "visible", G_BINDING_SYNC_CREATE);
  gtk_widget_set_hexpand (self->fits, TRUE);
  gtk_box_append (GTK_BOX (row), self->fits);
  gtk_box_append (GTK_BOX (row), toggle);
  self->shown = toggle;
  return row;
}

static void
wm_card_preview_init (WmCardPreview *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, ROW_SPACING);
  self->area = gtk_drawing_area_new ();
  gtk_widget_set_vexpand (self->area, TRUE);
  /* Beside the form the card takes the pane's height; under it, in a
   * narrow window, it makes do with less (a card 140 px tall still reads
   * as its layout; 10 px less than before the fold button, which makes
   * the lines under it taller), so that the form above keeps room and the
   * window fits a laptop screen's height too. */
  gtk_widget_set_size_request (self->area, 220, CARD_MIN_HEIGHT);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_cb, self, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Card preview"), -1);
  self->fits = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->fits), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->fits), 0);
  /* A long overflow line ("de: ⚠ overflows — needs 78.8 mm at 6.0 pt …")
   * wraps, a word too long for a line breaks (see also measure ()), and
   * the pane never takes the spare width from the form. */
  gtk_label_set_max_width_chars (GTK_LABEL (self->fits), 30);
  gtk_label_set_wrap_mode (GTK_LABEL (self->fits), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (GTK_WIDGET (self), FALSE);
  gtk_widget_add_css_class (self->fits, "caption");
  gtk_box_append (GTK_BOX (self->box), self->area);
  self->row = build_fits_row (self);
  gtk_box_append (GTK_BOX (self->box), self->row);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
wm_card_preview_new (const char *shown_key)
{
  WmCardPreview *self = g_object_new (WM_TYPE_CARD_PREVIEW, NULL);
  GSettings *settings = wm_settings_get ();

  /* Each page folds its own preview: a designer who folds the Decks
   * page's card for the form's sake may still want the character's. */
  if (settings != NULL && shown_key != NULL)
    g_settings_bind (settings, shown_key, self->shown, "active", G_SETTINGS_BIND_DEFAULT);
  return GTK_WIDGET (self);
}
