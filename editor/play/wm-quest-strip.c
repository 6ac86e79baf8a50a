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
};

G_DEFINE_FINAL_TYPE (WmQuestStrip, wm_quest_strip, GTK_TYPE_WIDGET)

/* A region's box is at least this wide, the words wrapping in it: a
 * column of them beside the board takes little more of the board's width
 * than the room the board leaves over at 1280 × 800, where it is as tall
 * as its column lets it be; at 1024 × 768, where the board is as wide as
 * its column, four of them side by side fit in the room left under it. */
#define REGION_WIDTH 92
#define REGION_GAP 10
/* The card's target towns and reward drawn as its decision draws them,
 * smaller: four of them in a region's width. */
#define THUMB_HEIGHT 26

/* A wrapping, left-aligned label of @css that asks for no more width than
 * its box gives it (REGION_WIDTH at least). */
static GtkWidget *
region_label (const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 4);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
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

/* The regions' boxes side by side, as many in a line as the width gives
 * REGION_WIDTH each, the lines even (two and two rather than three and
 * one), every box of a line as wide as the others. */
static int
grid_columns (GtkWidget *widget, int width)
{
  int n = 0, fit, rows;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += gtk_widget_should_layout (c);
  if (n == 0)
    return 1;
  fit = width < 0 ? n : CLAMP ((width + REGION_GAP) / (REGION_WIDTH + REGION_GAP), 1, n);
  rows = (n + fit - 1) / fit;
  return (n + rows - 1) / rows;
}

static GtkSizeRequestMode
grid_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* Calls @place with each shown child and its rectangle at @width; returns
 * the height of them all. */
static int
grid_lay_out (GtkWidget *widget, int width, gboolean place)
{
  int columns = grid_columns (widget, width), column = 0, y = 0, row_height = 0;
  int box_width = MAX ((width - (columns - 1) * REGION_GAP) / columns, 1);
  GtkWidget *row_start = gtk_widget_get_first_child (widget);
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;

  for (GtkWidget *c = row_start; c; c = gtk_widget_get_next_sibling (c))
    {
      int min, nat;

      if (!gtk_widget_should_layout (c))
        continue;
      gtk_widget_measure (c, GTK_ORIENTATION_VERTICAL, box_width, &min, &nat, NULL, NULL);
      row_height = MAX (row_height, nat);
      if (place)
        {
          int x = column * (box_width + REGION_GAP);
          gtk_widget_size_allocate (
              c, &(GtkAllocation){ rtl ? width - x - box_width : x, y, box_width, nat }, -1);
        }
      if (++column == columns)
        {
          y += row_height + REGION_GAP;
          column = row_height = 0;
        }
    }
  return column > 0 ? y + row_height : MAX (y - REGION_GAP, 0);
}

static void
grid_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
              int *natural, int *minimum_baseline, int *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = *natural = REGION_WIDTH;
      return;
    }
  *minimum = *natural = grid_lay_out (widget, for_size < 0 ? REGION_WIDTH : for_size, FALSE);
}

static void
grid_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  grid_lay_out (widget, width, TRUE);
}

void
wm_quest_strip_update (WmQuestStrip *self, const WmGame *game, const WmGameState *view)
{
  const WmArrangement *arrangement;
  int n_cells, any = 0;
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
  if (game != self->game)
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
          self->shown[c] = card;
        }
      child = next;
    }
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
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "quest-strip");
}

static void
wm_quest_strip_init (WmQuestStrip *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 4);
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
  GtkWidget *board = gtk_widget_get_first_child (widget);
  GtkWidget *strip = gtk_widget_get_last_child (widget);
  int strip_min, strip_nat;

  measure_child (board, orientation, -1, minimum, natural);
  measure_child (strip, orientation, -1, &strip_min, &strip_nat);
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

static void
with_board_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  GtkWidget *board = gtk_widget_get_first_child (widget);
  GtkWidget *scroll = gtk_widget_get_last_child (widget);
  GtkWidget *strip = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroll));
  gboolean rtl = gtk_widget_get_direction (widget) == GTK_TEXT_DIR_RTL;
  int column, column_nat, under, under_nat, keep, beside_side, under_side;

  if (!gtk_widget_get_visible (scroll))
    {
      gtk_widget_size_allocate (board, &(GtkAllocation){ 0, 0, width, height }, -1);
      return;
    }
  keep = MIN (board_side (width, height), BOARD_KEEP);
  /* Beside: a column a region wide, as tall as the board; under: the
   * regions side by side across the width, as tall as they ask but
   * leaving the board what it keeps. */
  measure_child (strip, GTK_ORIENTATION_HORIZONTAL, -1, &column, &column_nat);
  measure_child (strip, GTK_ORIENTATION_VERTICAL, width, &under, &under_nat);
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
  gtk_box_append (GTK_BOX (box), board);
  gtk_box_append (GTK_BOX (box), scroll);
  gtk_widget_set_hexpand (box, TRUE);
  gtk_widget_set_vexpand (box, TRUE);
  return box;
}
