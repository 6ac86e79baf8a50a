#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <math.h>

#include "wm-card-thumb.h"
#include "wm-render-card.h"

/* What the drawing needs: the variant is held, as the deck and card belong
 * to it and a tooltip may outlive the game it was made for. */
typedef struct
{
  WmVariant *variant;
  const WmDeck *deck;
  const WmCard *card;
  double top, bottom; /* the part of the card shown, mm from its top */
} Thumb;

static void
thumb_free (Thumb *thumb)
{
  wm_variant_unref (thumb->variant);
  g_free (thumb);
}

static void
draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Thumb *thumb = data;
  double w, h, scale;

  wm_card_size (thumb->deck, &w, &h);
  h = thumb->bottom - thumb->top;
  scale = MIN ((width - 1) / w, (height - 1) / h);
  if (scale <= 0)
    return;
  cairo_translate (cr, (width - w * scale) / 2, (height - h * scale) / 2);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_clip (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  cairo_translate (cr, 0, -thumb->top);
  wm_render_card_front (cr, thumb->variant, thumb->deck, thumb->card,
                        wm_variant_display_language (thumb->variant), 0, NULL);
}

gboolean
wm_card_thumb_shows (const WmGame *game, int card)
{
  WmDeckKind kind;

  if (card < 0 || card >= wm_game_n_cards (game))
    return FALSE;
  kind = wm_game_card_kind (game, card);
  return kind == WM_DECK_MOVEMENT || kind == WM_DECK_COMMON_MOVEMENT;
}

GtkWidget *
wm_card_thumb_new (const WmGame *game, int card, int height, gboolean whole)
{
  GtkWidget *area = gtk_drawing_area_new ();
  Thumb *thumb = g_new0 (Thumb, 1);
  double w, h;

  g_return_val_if_fail (card >= 0 && card < wm_game_n_cards (game), area);
  thumb->variant = wm_variant_ref ((WmVariant *) wm_game_variant (game));
  thumb->deck = wm_game_card_deck (game, card);
  thumb->card = wm_game_card (game, card);
  wm_card_size (thumb->deck, &w, &h);
  thumb->top = 0;
  thumb->bottom = h;
  if (!whole)
    wm_card_movement_band (thumb->variant, thumb->deck, thumb->card,
                           wm_variant_display_language (thumb->variant), &thumb->top,
                           &thumb->bottom);
  h = thumb->bottom - thumb->top;
  gtk_widget_set_name (area, "card-thumb");
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), height);
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), (int) ceil (height * w / h));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_cb, thumb,
                                  (GDestroyNotify) thumb_free);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  return area;
}
