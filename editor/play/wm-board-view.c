#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include "wm-board-view.h"
#include "wm-render-game.h"

struct _WmBoardView
{
  GtkDrawingArea parent_instance;

  WmMap *map;
  WmGame *game;
  WmGameState state;
  gboolean has_state;
  gboolean revealed; /* undiscovered secret places shown turned over */
  gboolean top;      /* drawn at the top of a tall view, not in its middle */
  WmRenderOverlay *overlay;
};

G_DEFINE_FINAL_TYPE (WmBoardView, wm_board_view, GTK_TYPE_DRAWING_AREA)

enum
{
  SPACE_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The board's extent in board units: cols × rows cells. */
static void
board_extent (WmBoardView *self, double *bw, double *bh)
{
  const WmArrangement *arr = self->map->arrangement;

  *bw = arr->cols * self->map->cell_size;
  *bh = arr->rows * self->map->cell_size;
}

/* Board units to widget pixels: fitted and centred with a small margin
 * (at the top, under that margin, when the view is set so). */
static void
board_transform (WmBoardView *self, int width, int height, double *scale, double *ox,
                 double *oy)
{
  double bw, bh, margin = 8;

  board_extent (self, &bw, &bh);
  *scale = MIN ((width - 2 * margin) / bw, (height - 2 * margin) / bh);
  if (*scale <= 0)
    *scale = 1e-3;
  *ox = (width - bw * *scale) / 2;
  *oy = self->top ? margin : (height - bh * *scale) / 2;
}

/* @shown with the undiscovered secret places of the state marked found,
 * so that the renderer draws their kinds. */
static void
turn_secrets_over (WmBoardView *self, WmGameState *shown)
{
  const WmMap *map = wm_game_map (self->game);

  *shown = self->state;
  for (int sp = 0; sp < map->n_spaces && sp < WM_GAME_MAX_SPACES; sp++)
    if (map->spaces[sp].place == WM_PLACE_SECRET && shown->place_kind[sp] != WM_SECRET_UNKNOWN)
      shown->discovered[sp >> 3] |= (guint8) (1u << (sp & 7));
}

/* A dashed ring round each secret place turned over by turn_secrets_over(),
 * to tell it from one a player found; a token is 0.3 board units across. */
static void
ring_turned_secrets (WmBoardView *self, cairo_t *cr)
{
  const WmMap *map = wm_game_map (self->game);
  static const double dashes[] = { 0.12, 0.07 };

  cairo_save (cr);
  cairo_set_line_width (cr, 0.08);
  cairo_set_dash (cr, dashes, G_N_ELEMENTS (dashes), 0);
  cairo_set_source_rgb (cr, 0.33, 0.2, 0.43);
  for (int sp = 0; sp < map->n_spaces && sp < WM_GAME_MAX_SPACES; sp++)
    if (map->spaces[sp].place == WM_PLACE_SECRET && !wm_game_discovered (&self->state, sp)
        && self->state.place_kind[sp] != WM_GAME_NONE
        && self->state.place_kind[sp] != WM_SECRET_UNKNOWN)
      {
        cairo_new_sub_path (cr);
        cairo_arc (cr, map->spaces[sp].x, map->spaces[sp].y, 0.45, 0, 2 * G_PI);
      }
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
wm_board_view_set_revealed (WmBoardView *self, gboolean revealed)
{
  g_return_if_fail (WM_IS_BOARD_VIEW (self));
  if (self->revealed == revealed)
    return;
  self->revealed = revealed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wm_board_view_get_revealed (WmBoardView *self)
{
  g_return_val_if_fail (WM_IS_BOARD_VIEW (self), FALSE);
  return self->revealed;
}

void
wm_board_view_set_top (WmBoardView *self, gboolean top)
{
  g_return_if_fail (WM_IS_BOARD_VIEW (self));
  self->top = top;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
wm_board_view_get_drawn_rect (WmBoardView *self, graphene_rect_t *rect)
{
  double bw, bh, scale, ox, oy;

  g_return_val_if_fail (WM_IS_BOARD_VIEW (self), FALSE);
  graphene_rect_init (rect, 0, 0, 0, 0);
  if (self->map == NULL)
    return FALSE;
  board_extent (self, &bw, &bh);
  board_transform (self, gtk_widget_get_width (GTK_WIDGET (self)),
                   gtk_widget_get_height (GTK_WIDGET (self)), &scale, &ox, &oy);
  graphene_rect_init (rect, ox, oy, bw * scale, bh * scale);
  return TRUE;
}

void
wm_board_view_draw_to (WmBoardView *self, cairo_t *cr, int width, int height)
{
  WmMapStyle style;
  double scale, ox, oy;

  g_return_if_fail (WM_IS_BOARD_VIEW (self));
  if (self->map == NULL)
    return;
  board_transform (self, width, height, &scale, &ox, &oy);
  wm_map_style_init (&style);
  style.overlay = self->overlay;
  style.draft = TRUE;
  /* Town and region names in the desktop's language where the variant has it. */
  style.lang = wm_variant_display_language (self->map->variant);
  cairo_save (cr);
  cairo_translate (cr, ox, oy);
  cairo_scale (cr, scale, scale);
  /* The game's renderer draws the board under the pieces itself. */
  if (self->game == NULL || !self->has_state)
    wm_render_map (cr, self->map, &style);
  else if (!self->revealed)
    wm_render_game_state (cr, self->game, &self->state, &style);
  else
    {
      WmGameState shown;
      turn_secrets_over (self, &shown);
      wm_render_game_state (cr, self->game, &shown, &style);
      ring_turned_secrets (self, cr);
    }
  cairo_restore (cr);
}

static void
draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  wm_board_view_draw_to (WM_BOARD_VIEW (area), cr, width, height);
}

int
wm_board_view_space_at (WmBoardView *self, double x, double y)
{
  double scale, ox, oy, bx, by, best = G_MAXDOUBLE;
  int found = -1;

  g_return_val_if_fail (WM_IS_BOARD_VIEW (self), -1);
  if (self->map == NULL)
    return -1;
  board_transform (self, gtk_widget_get_width (GTK_WIDGET (self)),
                   gtk_widget_get_height (GTK_WIDGET (self)), &scale, &ox, &oy);
  bx = (x - ox) / scale;
  by = (y - oy) / scale;
  for (int i = 0; i < self->map->n_spaces; i++)
    {
      double dx = self->map->spaces[i].x - bx, dy = self->map->spaces[i].y - by;
      double d = dx * dx + dy * dy;
      if (d < best)
        {
          best = d;
          found = i;
        }
    }
  /* Spaces sit about one unit apart: farther than that is a click on
   * nothing, not on the nearest space across the board. */
  return best <= 0.8 * 0.8 ? found : -1;
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, WmBoardView *self)
{
  int space = wm_board_view_space_at (self, x, y);

  if (space >= 0)
    g_signal_emit (self, signals[SPACE_CLICKED], 0, space);
}

void
wm_board_view_click_space (WmBoardView *self, int space)
{
  g_return_if_fail (WM_IS_BOARD_VIEW (self));
  g_return_if_fail (self->map != NULL && space >= 0 && space < self->map->n_spaces);
  g_signal_emit (self, signals[SPACE_CLICKED], 0, space);
}

void
wm_board_view_set_map (WmBoardView *self, WmMap *map)
{
  g_return_if_fail (WM_IS_BOARD_VIEW (self));
  if (map != NULL)
    wm_map_ref (map);
  g_clear_pointer (&self->map, wm_map_unref);
  g_clear_pointer (&self->game, wm_game_unref);
  self->map = map;
  self->has_state = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
wm_board_view_set_game (WmBoardView *self, WmGame *game, const WmGameState *state)
{
  g_return_if_fail (WM_IS_BOARD_VIEW (self));
  g_return_if_fail (game != NULL);
  if (self->game != game)
    {
      WmMap *map = wm_map_ref ((WmMap *) wm_game_map (game));
      wm_game_ref (game);
      g_clear_pointer (&self->map, wm_map_unref);
      g_clear_pointer (&self->game, wm_game_unref);
      self->map = map;
      self->game = game;
    }
  self->has_state = state != NULL;
  if (state != NULL)
    self->state = *state;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

WmRenderOverlay *
wm_board_view_get_overlay (WmBoardView *self)
{
  g_return_val_if_fail (WM_IS_BOARD_VIEW (self), NULL);
  return self->overlay;
}

void
wm_board_view_refresh (WmBoardView *self)
{
  g_return_if_fail (WM_IS_BOARD_VIEW (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
wm_board_view_finalize (GObject *object)
{
  WmBoardView *self = WM_BOARD_VIEW (object);

  g_clear_pointer (&self->map, wm_map_unref);
  g_clear_pointer (&self->game, wm_game_unref);
  g_clear_pointer (&self->overlay, wm_render_overlay_free);
  G_OBJECT_CLASS (wm_board_view_parent_class)->finalize (object);
}

static void
wm_board_view_class_init (WmBoardViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = wm_board_view_finalize;
  signals[SPACE_CLICKED] = g_signal_new ("space-clicked", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                         1, G_TYPE_INT);
}

static void
wm_board_view_init (WmBoardView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->overlay = wm_render_overlay_new ();
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self), draw_cb, NULL, NULL);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  /* It scales to the room it gets; what it asks for at least is small
   * enough that the Playtest page keeps its side panel beside it whole in
   * a window of 800 × 600 (the playtest's least window). */
  gtk_widget_set_size_request (GTK_WIDGET (self), 180, 180);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
wm_board_view_new (void)
{
  return g_object_new (WM_TYPE_BOARD_VIEW, NULL);
}
