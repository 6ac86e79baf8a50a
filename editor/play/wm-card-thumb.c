#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <math.h>

#include "wm-card-thumb.h"
#include "wm-render-card.h"
#include "wm-render-icons.h"

/* What the drawing needs: the variant is held, as the deck and card belong
 * to it and a tooltip may outlive the game it was made for. */
typedef struct
{
  WmVariant *variant;
  const WmDeck *deck;
  const WmCard *card;
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
  scale = MIN ((width - 1) / w, (height - 1) / h);
  if (scale <= 0)
    return;
  cairo_translate (cr, (width - w * scale) / 2, (height - h * scale) / 2);
  cairo_scale (cr, scale, scale);
  cairo_rectangle (cr, 0, 0, w, h);
  cairo_clip (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  wm_render_card_front (cr, thumb->variant, thumb->deck, thumb->card,
                        wm_variant_display_language (thumb->variant), 0, NULL);
}

/* The strip's parts, in fractions of its height: the compass fills it;
 * the path types are samples of the board's own lines, stacked beside it;
 * the steps are boots with their number. */
#define STRIP_PAD 3.0
#define STRIP_GAP 6.0
#define STRIP_PATH_WIDTH 0.7
#define STRIP_PATH_ROW 0.34
#define STRIP_BOOTS 0.42

static int
strip_n_paths (const WmCard *card)
{
  return card->paths != NULL ? (int) g_strv_length (card->paths) : 0;
}

/* The width of the strip of @card at @height, as strip_draw_cb () lays it
 * out; of a card with arrows, path types and steps for @card NULL. */
static double
strip_width (const WmCard *card, double height)
{
  double width = STRIP_PAD;

  if (card == NULL || card->n_arrows > 0)
    width += height - 2 * STRIP_PAD + STRIP_GAP;
  if (card == NULL || strip_n_paths (card) > 0)
    width += height * STRIP_PATH_WIDTH + STRIP_GAP;
  if (card == NULL || card->steps > 0)
    width += height * STRIP_BOOTS * 2.2 + STRIP_GAP;
  return width;
}

/* A decision's movement card: its arrows, path types and steps drawn
 * large in a row on the card's paper, without its words. The printed card
 * shrunk to a button's height (the band with its arrows and path types)
 * gave the compass 20 px and the path types' names 2 px, too small to
 * read; the whole card as printed is in the button's tooltip. */
static void
strip_draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Thumb *thumb = data;
  const WmCard *card = thumb->card;
  int n_paths = strip_n_paths (card);
  double compass = height - 2 * STRIP_PAD, x = STRIP_PAD, mid = height / 2.0;
  double path_width = height * STRIP_PATH_WIDTH;
  double row = MIN (height * STRIP_PATH_ROW, compass / MAX (n_paths, 1));

  /* A strip may be given the room of a wider one (the decisions' strips
   * share their width, so that the words beside them start at one place):
   * it is drawn at its own width. */
  wm_rounded_rect (cr, 0.5, 0.5, MIN (width, strip_width (card, height)) - 1, height - 1, 4);
  cairo_set_source_rgb (cr, 0.99, 0.97, 0.9);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, wm_card_deck_color (thumb->variant, thumb->deck, card));
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  if (card->n_arrows > 0)
    {
      wm_icon_arrows (cr, x + compass / 2, mid, compass, card->arrows, card->n_arrows);
      x += compass + STRIP_GAP;
    }
  for (int i = 0; i < n_paths; i++)
    wm_icon_path_type (cr, x + path_width / 2, mid - (n_paths - 1) * row / 2 + i * row, path_width,
                       wm_variant_find_path_type (thumb->variant, card->paths[i]));
  if (n_paths > 0)
    x += path_width + STRIP_GAP;
  if (card->steps > 0)
    wm_icon_steps (cr, x + height * STRIP_BOOTS * 0.5, mid, height * STRIP_BOOTS, card->steps);
}

/* A quest's strip: what it asks, a town in its colour and shape for each
 * target of a common quest, else the task's icon, then its reward (a coin
 * with the gold on it, a movement card, a scroll for a side quest), as the
 * card draws them. The printed card at a button's height gave its town and
 * coin a few pixels; its name and the words are beside the strip. */
#define QUEST_ICON 0.6

static gboolean
is_quest (WmDeckKind kind)
{
  return kind == WM_DECK_COMMON_QUEST || kind == WM_DECK_SIDE_QUEST
         || kind == WM_DECK_PERSONAL_QUEST;
}

static int
quest_n_icons (const Thumb *thumb)
{
  const WmCard *card = thumb->card;
  const WmReward *r = card->reward;
  int n = thumb->deck->kind == WM_DECK_COMMON_QUEST
              ? (card->targets != NULL ? (int) MIN (card->targets->len, 2) : 0)
              : card->tasks != NULL && card->tasks->len > 0;

  if (r != NULL)
    n += (r->gold > 0) + (r->movement > 0) + (r->side_quest > 0);
  return MAX (n, 1);
}

static double
quest_width (const Thumb *thumb, double height)
{
  return STRIP_PAD + quest_n_icons (thumb) * (height * QUEST_ICON + STRIP_GAP);
}

static void
quest_draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  Thumb *thumb = data;
  const WmCard *card = thumb->card;
  const WmReward *r = card->reward;
  WmRgb color = wm_card_deck_color (thumb->variant, thumb->deck, card);
  double s = height * QUEST_ICON, step = s + STRIP_GAP, mid = height / 2.0;
  double x = STRIP_PAD + STRIP_GAP / 2 + s / 2;

  wm_rounded_rect (cr, 0.5, 0.5, width - 1, height - 1, 4);
  cairo_set_source_rgb (cr, 0.99, 0.97, 0.9);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, color);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
  if (thumb->deck->kind == WM_DECK_COMMON_QUEST)
    for (guint i = 0; card->targets != NULL && i < MIN (card->targets->len, 2); i++, x += step)
      wm_icon_town (cr, x, mid, s,
                    wm_variant_find_town (thumb->variant,
                                          ((WmTarget *) g_ptr_array_index (card->targets, i))->town));
  else if (card->tasks != NULL && card->tasks->len > 0)
    {
      wm_render_task_icon (cr, thumb->variant, g_ptr_array_index (card->tasks, 0), x, mid, s,
                           color);
      x += step;
    }
  if (r != NULL && r->gold > 0)
    {
      wm_icon_coin (cr, x, mid, s, r->gold);
      x += step;
    }
  if (r != NULL && r->movement > 0)
    {
      wm_icon_movement_card (cr, x, mid, s);
      x += step;
    }
  if (r != NULL && r->side_quest > 0)
    wm_icon_scroll (cr, x, mid, s);
}

gboolean
wm_card_thumb_shows (const WmGame *game, int card)
{
  WmDeckKind kind;

  if (card < 0 || card >= wm_game_n_cards (game))
    return FALSE;
  kind = wm_game_card_kind (game, card);
  return kind == WM_DECK_MOVEMENT || kind == WM_DECK_COMMON_MOVEMENT || is_quest (kind);
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
  gtk_widget_set_name (area, "card-thumb");
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), height);
  if (whole)
    {
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), (int) ceil (height * w / h));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_cb, thumb,
                                      (GDestroyNotify) thumb_free);
    }
  else if (is_quest (thumb->deck->kind))
    {
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area),
                                          (int) ceil (quest_width (thumb, height)));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), quest_draw_cb, thumb,
                                      (GDestroyNotify) thumb_free);
    }
  else
    {
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area),
                                          (int) ceil (strip_width (thumb->card, height)));
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), strip_draw_cb, thumb,
                                      (GDestroyNotify) thumb_free);
    }
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  return area;
}

/* The tooltip of wm_card_thumb_set_tooltip (): its card and words, and
 * once asked for, what it shows. */
typedef struct
{
  WmGame *game;
  int card;
  char *text;
  GtkWidget *content;
} CardTip;

static void
card_tip_free (CardTip *tip)
{
  wm_game_unref (tip->game);
  g_free (tip->text);
  g_clear_object (&tip->content);
  g_free (tip);
}

/* The height of a card drawn whole in a tooltip. */
#define TOOLTIP_HEIGHT 250

/* Made once, as GTK asks again at every pointer motion. */
static gboolean
card_tip_query_cb (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                   gpointer data)
{
  CardTip *tip = g_object_get_data (G_OBJECT (widget), "wm-card-tip");

  if (tip == NULL)
    return FALSE;
  if (tip->content == NULL)
    {
      tip->content = g_object_ref_sink (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
      gtk_box_append (GTK_BOX (tip->content),
                      wm_card_thumb_new (tip->game, tip->card, TOOLTIP_HEIGHT, TRUE));
      if (tip->text != NULL)
        {
          GtkWidget *label = gtk_label_new (tip->text);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
          gtk_box_append (GTK_BOX (tip->content), label);
        }
    }
  gtk_tooltip_set_custom (tooltip, tip->content);
  return TRUE;
}

void
wm_card_thumb_set_tooltip (GtkWidget *widget, const WmGame *game, int card, const char *text)
{
  CardTip *tip;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (card >= 0 && card < wm_game_n_cards (game));

  tip = g_new0 (CardTip, 1);
  tip->game = wm_game_ref ((WmGame *) game);
  tip->card = card;
  tip->text = g_strdup (text);
  if (g_object_get_data (G_OBJECT (widget), "wm-card-tip") == NULL)
    g_signal_connect (widget, "query-tooltip", G_CALLBACK (card_tip_query_cb), NULL);
  g_object_set_data_full (G_OBJECT (widget), "wm-card-tip", tip, (GDestroyNotify) card_tip_free);
  gtk_widget_set_has_tooltip (widget, TRUE);
}
