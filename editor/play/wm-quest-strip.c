#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-card-thumb.h"
#include "wm-player-panel.h"
#include "wm-quest-strip.h"

struct _WmQuestStrip
{
  GtkWidget parent_instance;

  GtkWidget *heading;
  GtkWidget *regions; /* a box per cell with a quest pile, in the cells' order */
  const WmGame *game; /* the game the boxes were made for */
  int shown[WM_GAME_MAX_CELLS]; /* per cell: its card, WM_GAME_NONE, or -1 without a pile */
  int least_width; /* a region's box, wide enough for the longest word of any pile's card name */
  /* The board's corner, at the strip's top start, which the boxes go
   * round (wm_quest_strip_with_board ()); the grid's, in its own place. */
  int notch_width, notch_height;
  int grid_notch_width, grid_notch_height;
};

G_DEFINE_FINAL_TYPE (WmQuestStrip, wm_quest_strip, GTK_TYPE_WIDGET)

/* A region's box is at least this wide, the words wrapping in it: a
 * column of them beside the board takes little more of the board's width
 * than the room the board leaves over at 1280 × 800, where it is as tall
 * as its column lets it be; at 1024 × 768, where the board is as wide as
 * its column, four of them side by side fit in the room left under it.
 * Wider where a word is (German "Familienbildnis", some 104 px). */
#define REGION_WIDTH 92
#define REGION_GAP 10
/* A box widens to the longest word of its texts, so that no name breaks
 * inside a word ("Familienbild-nis" in German), but no wider than this:
 * a longer word breaks where it must, the whole name in the box's
 * tooltip. */
#define REGION_MOST 160
/* The card's target towns and reward drawn as its decision draws them,
 * smaller: four of them in a region's width. */
#define THUMB_HEIGHT 26

/* A wrapping, left-aligned label of @css that asks for no more width than
 * its box gives it (REGION_WIDTH at least), its lines broken between
 * words: it needs its longest word's width (see keep_words_whole ()). */
static GtkWidget *
region_label (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 4);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

/* The width of the longest word of @label's text, as it is drawn. */
static int
longest_word (GtkWidget *label)
{
  int min, nat;

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return min;
}

/* The labels of @box whose longest word is wider than REGION_MOST break
 * inside it: the box stays no wider. */
static void
keep_words_whole (GtkWidget *box)
{
  for (GtkWidget *w = gtk_widget_get_first_child (box); w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w) && longest_word (w) > REGION_MOST)
      gtk_label_set_wrap_mode (GTK_LABEL (w), PANGO_WRAP_WORD_CHAR);
}

/* The towns of the region in @cell, where the pile's quests are taken
 * ("Elmswick · Fennick"): the board shows them, not the region's name;
 * @region set to its name. */
static char *
region_towns (const WmGame *game, int cell, char **region_name)
{
  const WmMap *map = wm_game_map (game);
  const WmVariant *variant = wm_game_variant (game);
  const char *lang = wm_variant_display_language (variant);
  const WmRegion *region = g_ptr_array_index (variant->regions, map->arrangement->cells[cell].region);
  const char *name = wm_text_get (&region->name, lang, lang);
  g_autofree char *named = wm_text_isolate (name != NULL && *name ? name : region->id);
  g_autoptr (GString) towns = g_string_new (NULL);

  for (int sp = map->cell_first_space[cell]; sp < map->cell_first_space[cell + 1]; sp++)
    if (map->spaces[sp].town >= 0)
      {
        const WmTown *town = g_ptr_array_index (variant->towns, map->spaces[sp].town);
        const char *town_name = wm_text_get (&town->name, lang, lang);
        g_autofree char *isolated = wm_text_isolate (town_name != NULL && *town_name ? town_name
                                                                                    : town->id);
        g_string_append_printf (towns, "%s%s", towns->len ? " · " : "", isolated);
      }
  *region_name = g_steal_pointer (&named);
  return g_string_free (g_steal_pointer (&towns), FALSE);
}

/* One region's box: its towns (its name in the tooltip), then its
 * face-up quest @card drawn, named and said, the whole card in the
 * tooltip; or that its pile is empty. */
static GtkWidget *
region_new (const WmGame *game, int cell, int card)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *region = NULL;
  g_autofree char *towns = region_towns (game, cell, &region);
  GtkWidget *title = region_label (*towns ? towns : region, "caption-heading");
  g_autofree char *name = NULL, *details = NULL, *words = NULL;
  GtkWidget *thumb;

  gtk_widget_set_name (box, "face-up-quest");
  gtk_widget_set_tooltip_text (title, region);
  gtk_box_append (GTK_BOX (box), title);
  if (card == WM_GAME_NONE || card == WM_GAME_HIDDEN)
    {
      gtk_box_append (GTK_BOX (box), region_label (_("No quests left"), "dim-label"));
      return box;
    }
  name = wm_play_card_name (game, card);
  details = wm_game_quest_details (game, card);
  thumb = wm_card_thumb_new (game, card, THUMB_HEIGHT, FALSE);
  gtk_widget_set_halign (thumb, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), thumb);
  gtk_box_append (GTK_BOX (box), region_label (name, "caption-heading"));
  if (details != NULL)
    gtk_box_append (GTK_BOX (box), region_label (details, "caption"));
  words = wm_play_quest_words (game, card);
  wm_card_thumb_set_tooltip (box, game, card, words);
  return box;
}

/* The shown boxes of @widget into @boxes and their least widths into
 * @widths, REGION_WIDTH or the longest word each shows; returns how many
 * there are. */
static int
box_widths (GtkWidget *widget, GtkWidget **boxes, int *widths)
{
  int n = 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c && n < WM_GAME_MAX_CELLS;
       c = gtk_widget_get_next_sibling (c))
    if (gtk_widget_should_layout (c))
      {
        boxes[n] = c;
        widths[n++] = MAX (REGION_WIDTH, longest_word (c));
      }
  return n;
}

/* The width of a column of boxes: the widest box's, or the longest word of
 * a card name any pile of the game may show, where wider: the column
 * beside the board keeps its width through the game, the board its size. */
static int
region_width (GtkWidget *widget)
{
  WmQuestStrip *self = WM_QUEST_STRIP (gtk_widget_get_parent (widget));
  GtkWidget *boxes[WM_GAME_MAX_CELLS];
  int widths[WM_GAME_MAX_CELLS], n = box_widths (widget, boxes, widths);
  int width = self->least_width;

  for (int i = 0; i < n; i++)
    width = MAX (width, widths[i]);
  return MAX (width, REGION_WIDTH);
}

/* The width the longest word of any pile's card name of @game takes
 * drawn as a name is, no more than REGION_MOST; 0 without a box to
 * draw it in. */
static int
names_width (WmQuestStrip *self, const WmGame *game)
{
  GtkWidget *box = gtk_widget_get_first_child (self->regions);
  GtkWidget *title = box != NULL ? gtk_widget_get_first_child (box) : NULL;
  g_autoptr (PangoLayout) layout = NULL;
  int widest = 0;

  if (title == NULL || !GTK_IS_LABEL (title))
    return 0;
  layout = gtk_widget_create_pango_layout (title, NULL);
  for (int card = 0; card < wm_game_n_cards (game); card++)
    if (wm_game_card_deck (game, card)->kind == WM_DECK_COMMON_QUEST)
      {
        g_autofree char *name = wm_play_card_name (game, card);
        g_auto (GStrv) words = g_strsplit (name, " ", -1);

        for (char **word = words; *word != NULL; word++)
          {
            int width;

            pango_layout_set_text (layout, *word, -1);
            pango_layout_get_pixel_size (layout, &width, NULL);
            widest = MAX (widest, width);
          }
      }
  return MIN (widest, REGION_MOST);
}

/* The widths of @columns columns of the @n boxes of @widths, the boxes in
 * lines of @columns, into @column_widths: each column as wide as its
 * widest box. Returns their width together, the gaps between them
 * counted. */
static int
columns_width (const int *widths, int n, int columns, int *column_widths)
{
  int total = (columns - 1) * REGION_GAP;

  for (int j = 0; j < columns; j++)
    column_widths[j] = 0;
  for (int i = 0; i < n; i++)
    column_widths[i % columns] = MAX (column_widths[i % columns], widths[i]);
  for (int j = 0; j < columns; j++)
    total += column_widths[j];
  return total;
}

/* The regions' boxes side by side, as many in a line as @width gives each
 * its least width, the lines even (two and two rather than three and
 * one). A box asks for the width of its longest word: in German, four
 * fit under the board at 1024 × 768 where the longest of all, as wide
 * as each, did not. */
static int
grid_columns (const int *widths, int n, int width)
{
  int column_widths[WM_GAME_MAX_CELLS], fit = n, rows, columns;

  if (n == 0)
    return 1;
  while (width >= 0 && fit > 1 && columns_width (widths, n, fit, column_widths) > width)
    fit--;
  rows = (n + fit - 1) / fit;
  columns = (n + rows - 1) / rows;
  return width >= 0 && columns_width (widths, n, columns, column_widths) > width ? fit : columns;
}

static GtkSizeRequestMode
grid_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* The @n boxes of @boxes, of the least widths @widths, in lines across
 * @width from @x, @y (in a parent @total wide, for right to left), placed
 * where @place, line after line while a line ends above @limit (-1: no
 * limit); the columns share the width left over evenly. Returns where
 * the lines end and how many boxes they hold in @laid. */
static int
lay_out_lines (GtkWidget **boxes, const int *widths, int n, int x, int y, int width, int total,
               int limit, gboolean place, int *laid)
{
  int column_widths[WM_GAME_MAX_CELLS], columns = grid_columns (widths, n, width);
  int extra = MAX (width - columns_width (widths, n, columns, column_widths), 0);
  gboolean rtl = n > 0 && gtk_widget_get_direction (boxes[0]) == GTK_TEXT_DIR_RTL;
  int end = y;

  *laid = 0;
  for (int first = 0; first < n; first += columns)
    {
      int heights[WM_GAME_MAX_CELLS], line = 0, at = x;

      for (int i = first; i < MIN (first + columns, n); i++)
        {
          int min;

          gtk_widget_measure (boxes[i], GTK_ORIENTATION_VERTICAL,
                              column_widths[i - first] + extra / columns, &min, &heights[i], NULL,
                              NULL);
          line = MAX (line, heights[i]);
        }
      if (limit >= 0 && y + line > limit)
        break;
      for (int i = first; i < MIN (first + columns, n) && place; i++)
        {
          int box_width = column_widths[i - first] + extra / columns;

          gtk_widget_size_allocate (
              boxes[i],
              &(GtkAllocation){ rtl ? total - at - box_width : at, y, box_width, heights[i] }, -1);
          at += box_width + REGION_GAP;
        }
      *laid = MIN (first + columns, n);
      end = y + line;
      y = end + REGION_GAP;
    }
  return end;
}

/* Lays the shown children of @widget out at @width, placed where @place,
 * round a @notch_width × @notch_height corner at the top start: in a
 * column beside it as long as they fit there, then in lines across the
 * whole width under it. Returns the height of them all. */
static int
grid_lay_out (GtkWidget *widget, int width, int notch_width, int notch_height, gboolean place)
{
  GtkWidget *boxes[WM_GAME_MAX_CELLS];
  int widths[WM_GAME_MAX_CELLS], n = box_widths (widget, boxes, widths), laid = 0, end = 0;

  if (notch_width > 0 && notch_height > 0)
    {
      end = lay_out_lines (boxes, widths, n, notch_width, 0, width - notch_width, width,
                           notch_height, place, &laid);
      if (laid < n)
        end = notch_height;
    }
  if (laid < n)
    {
      int rest;

      end = lay_out_lines (boxes + laid, widths + laid, n - laid, 0, end, width, width, -1, place,
                           &rest);
    }
  return end;
}

static void
grid_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
              int *natural, int *minimum_baseline, int *natural_baseline)
{
  int width = region_width (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = *natural = width;
      return;
    }
  *minimum = *natural = grid_lay_out (widget, MAX (for_size, width), 0, 0, FALSE);
}

static void
grid_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  WmQuestStrip *self = WM_QUEST_STRIP (gtk_widget_get_parent (widget));

  grid_lay_out (widget, width, self->grid_notch_width, self->grid_notch_height, TRUE);
}

/* Between the heading and the boxes. */
#define HEADING_GAP 4

/* The heading and the boxes at @width, round the strip's corner of
 * @notch_width × @notch_height (0 × 0: none), placed where @place; returns
 * their height. With a column beside the corner the heading heads it,
 * without one it stands under the corner. */
static int
strip_lay_out (WmQuestStrip *self, int width, int notch_width, int notch_height, gboolean place)
{
  int column = width - notch_width;
  gboolean beside = notch_width > 0 && column >= region_width (self->regions);
  int x = beside ? notch_width : 0, area = beside ? column : width;
  int top = notch_width > 0 && !beside ? notch_height : 0;
  int min, heading, grid;
  gboolean rtl = gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL;

  gtk_widget_measure (self->heading, GTK_ORIENTATION_VERTICAL, area, &min, &heading, NULL, NULL);
  if (place)
    gtk_widget_size_allocate (
        self->heading, &(GtkAllocation){ rtl ? width - x - area : x, top, area, heading }, -1);
  top += heading + HEADING_GAP;
  grid = grid_lay_out (self->regions, width, beside ? notch_width : 0,
                       beside ? MAX (notch_height - top, 0) : 0, FALSE);
  if (place)
    {
      int grid_width = beside ? notch_width : 0, grid_height = beside ? MAX (notch_height - top, 0) : 0;

      /* Laid out anew round its corner, also at the size it had. */
      if (grid_width != self->grid_notch_width || grid_height != self->grid_notch_height)
        gtk_widget_queue_allocate (self->regions);
      self->grid_notch_width = grid_width;
      self->grid_notch_height = grid_height;
      gtk_widget_size_allocate (self->regions, &(GtkAllocation){ 0, top, width, grid }, -1);
    }
  return top + grid;
}

static void
strip_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
               int *natural, int *minimum_baseline, int *natural_baseline)
{
  WmQuestStrip *self = WM_QUEST_STRIP (widget);
  int heading_min, heading_nat, grid_min, grid_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      gtk_widget_measure (self->heading, orientation, -1, &heading_min, &heading_nat, NULL, NULL);
      gtk_widget_measure (self->regions, orientation, -1, &grid_min, &grid_nat, NULL, NULL);
      *minimum = MAX (heading_min, grid_min);
      *natural = MAX (heading_nat, grid_nat);
      return;
    }
  /* Round no corner: the parent asks for the height round one. */
  gtk_widget_measure (self->regions, GTK_ORIENTATION_HORIZONTAL, -1, &grid_min, &grid_nat, NULL,
                      NULL);
  *minimum = *natural = strip_lay_out (self, MAX (for_size, grid_min), 0, 0, FALSE);
}

static void
strip_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  WmQuestStrip *self = WM_QUEST_STRIP (widget);

  strip_lay_out (self, width, self->notch_width, self->notch_height, TRUE);
}

void
wm_quest_strip_update (WmQuestStrip *self, const WmGame *game, const WmGameState *view)
{
  const WmArrangement *arrangement;
  int n_cells, any = 0;
  gboolean changed;
  GtkWidget *child;

  g_return_if_fail (WM_IS_QUEST_STRIP (self));

  arrangement = game != NULL ? wm_game_map (game)->arrangement : NULL;
  n_cells = arrangement != NULL ? MIN (arrangement->cols * arrangement->rows, WM_GAME_MAX_CELLS) : 0;
  for (int c = 0; c < n_cells; c++)
    any |= arrangement->cells[c].quest_deck >= 0;
  /* A variant without common quest piles has nothing to show there. */
  gtk_widget_set_visible (gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW) != NULL
                              ? gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_SCROLLED_WINDOW)
                              : GTK_WIDGET (self),
                          any);
  changed = game != self->game;
  if (changed)
    {
      self->game = game;
      for (int c = 0; c < WM_GAME_MAX_CELLS; c++)
        self->shown[c] = -2; /* none made yet */
      while ((child = gtk_widget_get_first_child (self->regions)) != NULL)
        gtk_box_remove (GTK_BOX (self->regions), child);
      for (int c = 0; c < n_cells; c++)
        if (arrangement->cells[c].quest_deck >= 0)
          gtk_box_append (GTK_BOX (self->regions), gtk_label_new (NULL));
    }
  child = gtk_widget_get_first_child (self->regions);
  for (int c = 0; c < n_cells; c++)
    {
      int card;
      GtkWidget *next;

      if (arrangement->cells[c].quest_deck < 0)
        {
          self->shown[c] = -1;
          continue;
        }
      card = wm_game_face_up_quest (view, c);
      next = gtk_widget_get_next_sibling (child);
      if (card != self->shown[c])
        {
          GtkWidget *made = region_new (game, c, card);
          gtk_box_insert_child_after (GTK_BOX (self->regions), made, child);
          gtk_box_remove (GTK_BOX (self->regions), child);
          keep_words_whole (made);
          self->shown[c] = card;
        }
      child = next;
    }
  /* As wide for the whole game: the board is not made smaller when a
   * card with a longer name comes face up. */
  if (changed)
    self->least_width = game != NULL ? names_width (self, game) : 0;
}

int
wm_quest_strip_get_card (WmQuestStrip *self, int cell)
{
  g_return_val_if_fail (WM_IS_QUEST_STRIP (self), -1);

  if (self->game == NULL || cell < 0 || cell >= WM_GAME_MAX_CELLS)
    return -1;
  return self->shown[cell];
}

static void
wm_quest_strip_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (wm_quest_strip_parent_class)->dispose (object);
}

static void
wm_quest_strip_class_init (WmQuestStripClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_quest_strip_dispose;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "quest-strip");
}

static void
wm_quest_strip_init (WmQuestStrip *self)
{
  gtk_widget_set_layout_manager (GTK_WIDGET (self),
                                 gtk_custom_layout_new (grid_request_mode, strip_measure,
                                                        strip_allocate));
  /* Translators: above the common quests that lie face up beside the
   * board, one for each region: one short word, on one line in the
   * column's 92 px ("Face-up quests" took two) */
  self->heading = gtk_label_new (C_("face-up quests", "Quests"));
  gtk_widget_set_tooltip_text (self->heading,
                               _("The common quest lying face up in each region: a player whose "
                                 "move ends in one of its towns may take it"));
  gtk_widget_set_name (self->heading, "face-up-heading");
  gtk_widget_add_css_class (self->heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (self->heading), 0);
  gtk_label_set_wrap (GTK_LABEL (self->heading), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->heading), 4);
  gtk_widget_set_parent (self->heading, GTK_WIDGET (self));
  /* Side by side, and onto a further line where the width runs out. */
  self->regions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_set_layout_manager (self->regions, gtk_custom_layout_new (grid_request_mode,
                                                                      grid_measure, grid_allocate));
  gtk_widget_set_parent (self->regions, GTK_WIDGET (self));
  for (int c = 0; c < WM_GAME_MAX_CELLS; c++)
    self->shown[c] = -1;
}

GtkWidget *
wm_quest_strip_new (void)
{
  return g_object_new (WM_TYPE_QUEST_STRIP, NULL);
}

/* ---- beside or under the board ---------------------------------------------- */

/* Between the board and the strip. */
#define BOARD_GAP 8

static void
measure_child (GtkWidget *child, GtkOrientation orientation, int for_size, int *min, int *nat)
{
  *min = *nat = 0;
  if (gtk_widget_should_layout (child))
    gtk_widget_measure (child, orientation, for_size, min, nat, NULL, NULL);
}

/* The board's least and natural size, the strip's least width: the two
 * side by side at the natural, the board alone at the least (the strip
 * then goes under and scrolls). */
static void
with_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                    int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidget *scroll = gtk_widget_get_first_child (widget);
  GtkWidget *board = gtk_widget_get_last_child (widget);
  int strip_min, strip_nat;

  measure_child (board, orientation, -1, minimum, natural);
  measure_child (scroll, orientation, -1, &strip_min, &strip_nat);
  if (orientation == GTK_ORIENTATION_HORIZONTAL && strip_min > 0)
    *natural += BOARD_GAP + strip_min;
}

/* How large the board is drawn in a @width × @height area: a square. */
static int
board_side (int width, int height)
{
  return MAX (MIN (width, height), 0);
}

/* The board keeps at least this much across (or all its column gives it,
 * where that is less): a strip that would take more is cut to a scrolling
 * part of its height, and where even a part would not be worth showing
 * (some three lines, in an 800 × 600 window) it gives way. */
#define BOARD_KEEP 320
#define STRIP_LEAST 60

/* Whether the whole strip fits in @width × @height round a board @side
 * across at the top start. */
static gboolean
fits_round (WmQuestStrip *strip, int width, int height, int side)
{
  GtkWidget *w = GTK_WIDGET (strip);
  int top = gtk_widget_get_margin_top (w), end = gtk_widget_get_margin_end (w);
  int start = gtk_widget_get_margin_start (w);

  return top + strip_lay_out (strip, width - start - end, side + BOARD_GAP - start,
                              side + BOARD_GAP - top, FALSE)
             + gtk_widget_get_margin_bottom (w)
         <= height;
}

/* The board's side, as large as it can be, with the whole strip round it:
 * beside it while the boxes fit there, and on under it across the whole
 * width (at 1024 × 768 in Italian the column beside the board scrolled,
 * its last box out of view, some 200 px empty under the board). 0 where
 * that leaves the board less than @keep. */
static int
side_round (WmQuestStrip *strip, int width, int height, int keep)
{
  int least = keep, most = board_side (width, height), min, nat;

  gtk_widget_measure (GTK_WIDGET (strip), GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  if (min > width)
    return 0;
  /* The scrolled window gives the strip the height it asks for round no
   * corner, or its own, the larger. */
  gtk_widget_measure (GTK_WIDGET (strip), GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  if (min > height || most < least || !fits_round (strip, width, height, least))
    return 0;
  while (least < most)
    {
      int side = (least + most + 1) / 2;

      if (fits_round (strip, width, height, side))
        least = side;
      else
        most = side - 1;
    }
  return least;
}

/* Puts the strip's boxes round a corner @width × @height at its top start
 * (0 × 0: none), laid out anew. */
static void
set_notch (WmQuestStrip *strip, int width, int height)
{
  if (strip->notch_width == width && strip->notch_height == height)
    return;
  strip->notch_width = width;
  strip->notch_height = height;
  gtk_widget_queue_allocate (GTK_WIDGET (strip));
}

static void
with_board_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GtkWidget *scroll = gtk_widget_get_first_child (widget);
  GtkWidget *board = gtk_widget_get_last_child (widget);
  WmQuestStrip *strip = g_object_get_data (G_OBJECT (widget), "wm-quest-strip");
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int column, column_nat, under, under_nat, keep, beside_side, under_side, side;

  if (!gtk_widget_get_visible (scroll))
    {
      gtk_widget_size_allocate (board, &(GtkAllocation){ 0, 0, width, height }, -1);
      return;
    }
  keep = MIN (board_side (width, height), BOARD_KEEP);
  /* The board as large as the strip round it lets it be; the strip over
   * the whole area, the board on top of its corner. */
  side = side_round (strip, width, height, keep);
  if (side > 0)
    {
      set_notch (strip, side + BOARD_GAP - gtk_widget_get_margin_start (GTK_WIDGET (strip)),
                 side + BOARD_GAP - gtk_widget_get_margin_top (GTK_WIDGET (strip)));
      gtk_widget_set_child_visible (scroll, TRUE);
      gtk_widget_size_allocate (scroll, &(GtkAllocation){ 0, 0, width, height }, -1);
      gtk_widget_size_allocate (board, &(GtkAllocation){ rtl ? width - side : 0, 0, side, side },
                                -1);
      return;
    }
  /* Where it does not fit whole: beside the board, a column a region
   * wide, as tall as the board, or under it, the regions side by side
   * across the width, as tall as they ask but leaving the board what it
   * keeps; either scrolls. */
  set_notch (strip, 0, 0);
  measure_child (GTK_WIDGET (strip), GTK_ORIENTATION_HORIZONTAL, -1, &column, &column_nat);
  measure_child (GTK_WIDGET (strip), GTK_ORIENTATION_VERTICAL, width, &under, &under_nat);
  under = MIN (under_nat, MAX (height - BOARD_GAP - keep, 0));
  beside_side = board_side (width - BOARD_GAP - column, height);
  under_side = board_side (width, height - BOARD_GAP - under);
  gtk_widget_set_child_visible (scroll, (beside_side >= keep) || under >= STRIP_LEAST);
  if (beside_side >= keep && beside_side >= under_side)
    {
      /* The board as wide as it is drawn, the strip right beside it with
       * the rest of the width (the regions side by side where it has the
       * room). */
      int board_width = MIN (width - BOARD_GAP - column, height);
      int strip_width = width - BOARD_GAP - board_width;
      gtk_widget_size_allocate (
          board, &(GtkAllocation){ rtl ? width - board_width : 0, 0, board_width, height }, -1);
      gtk_widget_size_allocate (
          scroll,
          &(GtkAllocation){ rtl ? 0 : board_width + BOARD_GAP, 0, strip_width, height }, -1);
      return;
    }
  if (under < STRIP_LEAST)
    {
      gtk_widget_size_allocate (board, &(GtkAllocation){ 0, 0, width, height }, -1);
      return;
    }
  gtk_widget_size_allocate (board, &(GtkAllocation){ 0, 0, width, height - BOARD_GAP - under }, -1);
  gtk_widget_size_allocate (scroll, &(GtkAllocation){ 0, height - under, width, under }, -1);
}

GtkWidget *
wm_quest_strip_with_board (GtkWidget *board, WmQuestStrip *strip)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *scroll = gtk_scrolled_window_new ();

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), GTK_WIDGET (strip));
  gtk_widget_set_margin_top (GTK_WIDGET (strip), 8);
  gtk_widget_set_margin_end (GTK_WIDGET (strip), 8);
  gtk_widget_set_layout_manager (box, gtk_custom_layout_new (NULL, with_board_measure,
                                                            with_board_allocate));
  g_object_set_data (G_OBJECT (box), "wm-quest-strip", strip);
  /* The board after the strip, drawn over it and first to take a click:
   * the strip may lie round it, over the whole area. */
  gtk_box_append (GTK_BOX (box), scroll);
  gtk_box_append (GTK_BOX (box), board);
  gtk_widget_set_hexpand (box, TRUE);
  gtk_widget_set_vexpand (box, TRUE);
  return box;
}
