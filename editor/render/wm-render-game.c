#define G_LOG_DOMAIN "wm-render"

#include "config.h"

#include <math.h>

#include "wm-render-game.h"
#include "wm-render-icons.h"
#include "wm-render-util.h"

static const WmRgb ink = { 0.16, 0.14, 0.12 };

static void
token (cairo_t *cr, double x, double y, double r, WmRgb fill, const char *text, WmRgb ink_rgb)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  wm_set_rgb (cr, fill);
  cairo_fill_preserve (cr);
  wm_set_rgb (cr, ink);
  cairo_set_line_width (cr, r * 0.12);
  cairo_stroke (cr);
  if (text)
    {
      wm_set_rgb (cr, ink_rgb);
      wm_draw_label (cr, text, x, y, r * 1.1, TRUE, 0, FALSE);
    }
}

static const char *
secret_letter (int kind)
{
  switch (kind)
    {
    case WM_SECRET_MILEPOST:
      return "M";
    case WM_SECRET_SETTLEMENT:
      return "H";
    case WM_SECRET_PORTAL:
      return "P";
    default:
      return "?";
    }
}

static void
draw_places (cairo_t *cr, const WmGame *game, const WmGameState *state)
{
  const WmMap *map = wm_game_map (game);
  const WmVariant *v = wm_game_variant (game);

  for (int i = 0; i < map->n_spaces && i < WM_GAME_MAX_SPACES; i++)
    {
      const WmMapSpace *sp = &map->spaces[i];
      int kind = state->place_kind[i];
      gboolean found = wm_game_discovered (state, i);

      if (sp->place == WM_PLACE_SECRET && kind != WM_GAME_NONE)
        {
          /* face down until discovered; then its kind, portals in blue */
          if (found && kind != WM_SECRET_UNKNOWN)
            token (cr, sp->x, sp->y, 0.3,
                   kind == WM_SECRET_PORTAL ? (WmRgb){ 0.55, 0.75, 0.98 }
                                            : (WmRgb){ 0.96, 0.92, 0.8 },
                   secret_letter (kind), ink);
          else
            token (cr, sp->x, sp->y, 0.3, (WmRgb){ 0.33, 0.2, 0.43 }, "?", (WmRgb){ 1, 1, 1 });
        }
      else if (sp->place == WM_PLACE_FORT && kind != WM_GAME_NONE
               && kind < (int)v->weapon_types->len)
        {
          const WmWeaponType *w = g_ptr_array_index (v->weapon_types, kind);
          char text[8];
          g_snprintf (text, sizeof text, "%d", state->place_count[i]);
          token (cr, sp->x + WM_RENDER_FORT_COUNT_DX, sp->y + WM_RENDER_FORT_COUNT_DY,
                 WM_RENDER_FORT_COUNT_R, wm_rgb_parse (w->color, ink), text, (WmRgb){ 1, 1, 1 });
        }
      else if (sp->place == WM_PLACE_INN && found)
        token (cr, sp->x + WM_RENDER_INN_MARK_DX, sp->y + WM_RENDER_INN_MARK_DY,
               WM_RENDER_INN_MARK_R, (WmRgb){ 0.95, 0.75, 0.2 }, NULL, ink);
    }
}

void
wm_render_game_state (cairo_t *cr, const WmGame *game, const WmGameState *state,
                      const WmMapStyle *style)
{
  const WmMap *map = wm_game_map (game);
  const WmVariant *v = wm_game_variant (game);
  g_autofree int *on_space = g_new0 (int, MAX (map->n_spaces, 1));
  WmMapStyle under;

  /* the map's labels keep off the tokens drawn on it */
  if (style != NULL)
    under = *style;
  else
    wm_map_style_init (&under);
  under.game_tokens = TRUE;
  cairo_save (cr);
  wm_render_map (cr, map, &under);
  draw_places (cr, game, state);
  /* pieces sharing a space stand side by side */
  for (int h = 0; h < state->n_highwaymen && h < WM_GAME_MAX_HIGHWAYMEN; h++)
    {
      int sp = state->highwaymen[h];
      if (sp < 0 || sp >= map->n_spaces)
        continue;
      wm_icon_pawn (cr, map->spaces[sp].x - 0.18 + 0.36 * on_space[sp]++, map->spaces[sp].y - 0.2, 0.62,
            (WmRgb){ 0.12, 0.12, 0.14 }, TRUE);
    }
  for (int p = 0; p < state->n_players && p < WM_GAME_MAX_PLAYERS; p++)
    {
      const WmPlayerState *ps = &state->players[p];
      const WmCharacter *c = ps->character < v->characters->len
                                 ? g_ptr_array_index (v->characters, ps->character)
                                 : NULL;
      int sp = ps->space;
      if (sp < 0 || sp >= map->n_spaces || c == NULL)
        continue;
      wm_icon_pawn (cr, map->spaces[sp].x - 0.18 + 0.36 * on_space[sp]++, map->spaces[sp].y - 0.2, 0.7,
            wm_rgb_parse (c->color, ink), FALSE);
    }
  cairo_restore (cr);
}
