#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-map-overlay.h"
#include "wm-render-util.h"

#define BANNER_LINES 4
/* Violet: not an error's red nor a warning's amber, nor the selection's. */
#define FORT_TIE_RGB 0.45, 0.25, 0.72

typedef struct
{
  WmSeverity severity;
  char *text; /* the message, and its detail in brackets as the CLI writes it */
} Note;

struct _WmMapOverlay
{
  char *region;
  int side;
  GHashTable *markers; /* space id → GINT (severity) */
  GHashTable *counts;  /* space id → GINT (number of diagnostics) */
  GArray *unplaced;    /* of Note */
  guint n_placed;
  /* Castle slots equally near the map edge in some boards (the
   * validator's arrangement-fort): slot id → the slot it ties with, both
   * ways. The canvas draws every castle slot as the fort, since the board
   * decides; these it marks as a pair the board cannot decide. */
  GHashTable *fort_ties;
};

static void
note_clear (Note *note)
{
  g_free (note->text);
}

WmMapOverlay *
wm_map_overlay_new (void)
{
  WmMapOverlay *overlay = g_new0 (WmMapOverlay, 1);

  overlay->markers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  overlay->counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  overlay->fort_ties = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  overlay->unplaced = g_array_new (FALSE, TRUE, sizeof (Note));
  g_array_set_clear_func (overlay->unplaced, (GDestroyNotify)note_clear);
  return overlay;
}

void
wm_map_overlay_free (WmMapOverlay *overlay)
{
  if (overlay == NULL)
    return;
  g_free (overlay->region);
  g_hash_table_unref (overlay->markers);
  g_hash_table_unref (overlay->counts);
  g_hash_table_unref (overlay->fort_ties);
  g_array_unref (overlay->unplaced);
  g_free (overlay);
}

void
wm_map_overlay_set_place (WmMapOverlay *overlay, const char *region, int side)
{
  g_free (overlay->region);
  overlay->region = g_strdup (region);
  overlay->side = side;
  g_hash_table_remove_all (overlay->markers);
  g_hash_table_remove_all (overlay->counts);
  g_hash_table_remove_all (overlay->fort_ties);
  g_array_set_size (overlay->unplaced, 0);
  overlay->n_placed = 0;
}

gboolean
wm_map_overlay_concerns (const WmDiagnostic *diag, const char *region, int side)
{
  g_autofree char *whole = NULL;
  g_autofree char *one = NULL;

  if (diag->where == NULL || region == NULL)
    return FALSE;
  whole = g_strdup_printf ("region %s", region);
  one = g_strdup_printf ("region %s / side %c", region, side ? 'B' : 'A');
  if (g_str_equal (diag->where, whole))
    return TRUE;
  /* "region r1 / side A" and anything below it ("… / space s4"). */
  return g_str_has_prefix (diag->where, one)
         && (diag->where[strlen (one)] == '\0' || diag->where[strlen (one)] == ' ');
}

static void
add_space_once (GStrvBuilder *builder, GPtrArray *seen, const WmSpace *sp)
{
  if (g_ptr_array_find (seen, sp, NULL))
    return;
  g_ptr_array_add (seen, (gpointer)sp);
  g_strv_builder_add (builder, sp->id);
}

/* A path to a space that does not exist (a file edited by hand) is not
 * drawn: the problem goes on the space it leaves from, where the
 * inspector lists the path with a button to delete it. */
static void
add_ends_of_paths_to (GStrvBuilder *builder, GPtrArray *seen, const WmSide *side,
                      const char *missing)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      const char *other = g_strcmp0 (path->a, missing) == 0   ? path->b
                          : g_strcmp0 (path->b, missing) == 0 ? path->a
                                                              : NULL;
      const WmSpace *sp = other != NULL ? wm_side_find_space (side, other) : NULL;
      if (sp != NULL)
        add_space_once (builder, seen, sp);
    }
}

/* The word of @text at *@p, moved past it; NULL at the end. Ids are
 * letters, digits, '-', '_' and '.'; anything else ends one, so "r1:s4",
 * "(s4)" and "s4," all name s4, and a full stop after one is no part of it. */
static char *
next_word (const char **p)
{
  const char *start;
  char *word;

  while (**p && !(g_ascii_isalnum (**p) || **p == '_' || **p == '-'))
    (*p)++;
  start = *p;
  while (**p && (g_ascii_isalnum (**p) || **p == '_' || **p == '-' || **p == '.'))
    (*p)++;
  if (*p == start)
    return NULL;
  word = g_strndup (start, *p - start);
  while (g_str_has_suffix (word, "."))
    word[strlen (word) - 1] = '\0';
  return word;
}

GStrv
wm_map_overlay_spaces_named (const WmSide *side, const char *text)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr (GPtrArray) seen = g_ptr_array_new ();
  const char *p = text;
  char *word;

  while (p != NULL && (word = next_word (&p)) != NULL)
    {
      g_autofree char *owned = word;
      const WmSpace *sp = wm_side_find_space (side, word);
      if (sp != NULL)
        add_space_once (builder, seen, sp);
      else
        add_ends_of_paths_to (builder, seen, side, word);
    }
  return g_strv_builder_end (builder);
}

/* The first path with no end on @side that has @missing for an end. */
static int
find_path_without_ends (const WmSide *side, const char *missing)
{
  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      if ((g_strcmp0 (path->a, missing) == 0 || g_strcmp0 (path->b, missing) == 0)
          && wm_side_find_space (side, path->a) == NULL
          && wm_side_find_space (side, path->b) == NULL)
        return (int)i;
    }
  return -1;
}

int
wm_map_overlay_path_named (const WmSide *side, const char *text)
{
  const char *p = text;
  char *word;

  while (p != NULL && (word = next_word (&p)) != NULL)
    {
      g_autofree char *owned = word;
      int path = wm_side_find_space (side, word) == NULL ? find_path_without_ends (side, word) : -1;
      if (path >= 0)
        return path;
    }
  return -1;
}

static void
mark (WmMapOverlay *overlay, const char *space, WmSeverity severity)
{
  gpointer old;

  if (!g_hash_table_lookup_extended (overlay->markers, space, NULL, &old)
      || GPOINTER_TO_INT (old) < (int)severity)
    g_hash_table_insert (overlay->markers, g_strdup (space), GINT_TO_POINTER (severity));
  g_hash_table_insert (
      overlay->counts, g_strdup (space),
      GINT_TO_POINTER (GPOINTER_TO_INT (g_hash_table_lookup (overlay->counts, space)) + 1));
}

/* The pair of castle slots an arrangement-fort diagnostic names. */
static void
note_fort_tie (WmMapOverlay *overlay, const WmSide *side, const char *const *ids)
{
  const WmSpace *a = wm_side_find_space (side, ids[0]), *b = wm_side_find_space (side, ids[1]);

  if (a == NULL || b == NULL || a->kind != WM_SPACE_CASTLE || b->kind != WM_SPACE_CASTLE)
    return;
  g_hash_table_replace (overlay->fort_ties, g_strdup (a->id), g_strdup (b->id));
  g_hash_table_replace (overlay->fort_ties, g_strdup (b->id), g_strdup (a->id));
}

void
wm_map_overlay_set_diagnostics (WmMapOverlay *overlay, WmVariant *variant,
                                const WmDiagnostics *diags)
{
  WmRegion *region;
  const WmSide *side;
  g_autofree char *place = g_strdup (overlay->region);

  wm_map_overlay_set_place (overlay, place, overlay->side);
  region = variant && overlay->region ? wm_variant_find_region (variant, overlay->region) : NULL;
  side = region ? region->sides[overlay->side] : NULL;
  for (guint i = 0; diags != NULL && side != NULL && i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *diag = wm_diagnostics_get (diags, i);
      g_auto (GStrv) ids = NULL;

      if (!wm_map_overlay_concerns (diag, overlay->region, overlay->side))
        continue;
      ids = wm_map_overlay_spaces_named (side, diag->message);
      for (guint k = 0; ids[k] != NULL; k++)
        mark (overlay, ids[k], diag->severity);
      if (g_strcmp0 (diag->code, "arrangement-fort") == 0 && ids[0] != NULL && ids[1] != NULL)
        note_fort_tie (overlay, side, (const char *const *)ids);
      if (ids[0] != NULL)
        overlay->n_placed++;
      else
        {
          Note note
              = { diag->severity, diag->detail != NULL
                                      ? g_strdup_printf ("%s [%s]", diag->message, diag->detail)
                                      : g_strdup (diag->message) };
          g_array_append_val (overlay->unplaced, note);
        }
    }
}

guint
wm_map_overlay_get_n_placed (const WmMapOverlay *overlay)
{
  return overlay->n_placed;
}

guint
wm_map_overlay_get_n_unplaced (const WmMapOverlay *overlay)
{
  return overlay->unplaced->len;
}

const char *
wm_map_overlay_get_unplaced_text (const WmMapOverlay *overlay, guint index)
{
  g_return_val_if_fail (index < overlay->unplaced->len, NULL);
  return g_array_index (overlay->unplaced, Note, index).text;
}

int
wm_map_overlay_get_marker (const WmMapOverlay *overlay, const char *space)
{
  gpointer value;

  if (!g_hash_table_lookup_extended (overlay->markers, space, NULL, &value))
    return -1;
  return GPOINTER_TO_INT (value);
}

const char *
wm_map_overlay_get_fort_tie (const WmMapOverlay *overlay, const char *space)
{
  return g_hash_table_lookup (overlay->fort_ties, space);
}

/* "=" on each slot of a tied pair at the top left (the count badge keeps
 * off it), the two joined by a dashed line. */
static void
draw_fort_ties (const WmMapOverlay *overlay, cairo_t *cr, const WmSide *side, double r)
{
  const double dash[] = { r * 1.2, r * 0.7 };
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, overlay->fort_ties);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const WmSpace *sp = wm_side_find_space (side, key), *other = wm_side_find_space (side, value);
      double x, y;

      if (sp == NULL || other == NULL)
        continue;
      cairo_set_source_rgb (cr, FORT_TIE_RGB);
      /* From badge to badge: over the slots, the line would cross the
       * weapon names beside them. */
      if (strcmp (key, value) < 0)
        {
          cairo_save (cr);
          cairo_set_line_width (cr, r * 0.35);
          cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
          cairo_move_to (cr, sp->x - 0.45, sp->y - 0.45);
          cairo_line_to (cr, other->x - 0.45, other->y - 0.45);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      x = sp->x - 0.45, y = sp->y - 0.45;
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      wm_draw_text (cr, "=", x - r, y - r * 0.75, 2 * r, r * 1.3, TRUE, WM_ALIGN_CENTER);
    }
}

void
wm_map_overlay_apply (const WmMapOverlay *overlay, WmRenderOverlay *render)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, overlay->markers);
  while (g_hash_table_iter_next (&iter, &key, &value))
    wm_render_overlay_set_marker (render, key, GPOINTER_TO_INT (value));
}

/* A badge's corners round its space, in the order tried: the top left
 * comes last, where a fort tie's "=" goes. */
static const double badge_corners[][2]
    = { { 1, -1 }, { 1, 1 }, { -1, 1 }, { -1, -1 } };
#define BADGE_OFFSET 0.45
/* How far out a badge goes from its space, in steps of half its radius,
 * to keep off its own id: zoomed far out (8 px a unit) a badge of 8 px is
 * two units across, larger than the space and its id together, and every
 * corner at the usual offset lay on the id. */
#define BADGE_STEPS 4

/* Whether @badge lies on the id of a space other than @space. */
static gboolean
meets_other_id (GHashTable *ids, const char *space, const WmLabelBox *badge)
{
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, ids);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_str_equal (key, space) && wm_label_boxes_meet (badge, value))
      return TRUE;
  return FALSE;
}

void
wm_map_overlay_badge_at (const WmMapOverlay *overlay, const WmSpace *sp, double r, GHashTable *ids,
                         double *x, double *y)
{
  gboolean tied = wm_map_overlay_get_fort_tie (overlay, sp->id) != NULL;
  const WmLabelBox *own = ids != NULL ? g_hash_table_lookup (ids, sp->id) : NULL;

  for (int step = 0; step < BADGE_STEPS; step++)
    {
      double offset = BADGE_OFFSET + step * r / 2;
      int beside_other = -1; /* the first corner off its own id but on another's */

      for (guint i = 0; i < G_N_ELEMENTS (badge_corners); i++)
        {
          double bx = sp->x + badge_corners[i][0] * offset;
          double by = sp->y + badge_corners[i][1] * offset;
          WmLabelBox badge = { bx - r, by - r, bx + r, by + r };

          if ((tied && badge_corners[i][0] < 0 && badge_corners[i][1] < 0)
              || (own != NULL && wm_label_boxes_meet (&badge, own)))
            continue;
          if (ids != NULL && meets_other_id (ids, sp->id, &badge))
            {
              if (beside_other < 0)
                beside_other = i;
              continue;
            }
          *x = bx, *y = by;
          return;
        }
      /* Its own id readable before a neighbour's. */
      if (beside_other >= 0)
        {
          *x = sp->x + badge_corners[beside_other][0] * offset;
          *y = sp->y + badge_corners[beside_other][1] * offset;
          return;
        }
    }
  /* Nowhere near off the id: the first corner. */
  *x = sp->x + badge_corners[0][0] * BADGE_OFFSET;
  *y = sp->y + badge_corners[0][1] * BADGE_OFFSET;
}

double
wm_map_overlay_badge_radius (double zoom)
{
  return MAX (0.22, 8 / zoom);
}

void
wm_map_overlay_draw (const WmMapOverlay *overlay, cairo_t *cr, const WmSide *side, double zoom,
                     GHashTable *ids)
{
  GHashTableIter iter;
  gpointer key, value;
  double r = wm_map_overlay_badge_radius (zoom);

  draw_fort_ties (overlay, cr, side, r);
  g_hash_table_iter_init (&iter, overlay->counts);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const WmSpace *sp = wm_side_find_space (side, key);
      g_autofree char *count = g_strdup_printf ("%d", GPOINTER_TO_INT (value));
      double x, y;

      if (sp == NULL)
        continue;
      wm_map_overlay_badge_at (overlay, sp, r, ids, &x, &y);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      if (wm_map_overlay_get_marker (overlay, key) == WM_SEVERITY_ERROR)
        cairo_set_source_rgb (cr, 0.78, 0.11, 0.16);
      else
        cairo_set_source_rgb (cr, 0.90, 0.55, 0.05);
      cairo_fill (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      wm_draw_text (cr, count, x - r, y - r * 0.75, 2 * r, r * 1.3, TRUE, WM_ALIGN_CENTER);
    }
}

gboolean
wm_map_overlay_has_badges (const WmMapOverlay *overlay)
{
  return g_hash_table_size (overlay->counts) > 0;
}

void
wm_map_overlay_draw_banner (const WmMapOverlay *overlay, cairo_t *cr, double width, double height)
{
  guint n = MIN (overlay->unplaced->len, BANNER_LINES);
  double line = 18, pad = 6, y;

  if (n == 0)
    return;
  cairo_save (cr);
  wm_rounded_rect (cr, 8, 8, width - 16,
                   n * line + 2 * pad + (overlay->unplaced->len > n ? line : 0), 6);
  cairo_set_source_rgba (cr, 1, 0.97, 0.90, 0.92);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  y = 8 + pad;
  for (guint i = 0; i < n; i++, y += line)
    {
      const Note *note = &g_array_index (overlay->unplaced, Note, i);
      if (note->severity == WM_SEVERITY_ERROR)
        cairo_set_source_rgb (cr, 0.70, 0.10, 0.14);
      else
        cairo_set_source_rgb (cr, 0.55, 0.35, 0.02);
      wm_draw_text (cr, note->text, 16, y, 0, 12, FALSE, WM_ALIGN_LEFT);
    }
  if (overlay->unplaced->len > n)
    {
      g_autofree char *more
          = g_strdup_printf (_("… and %u more (see Validation)"), overlay->unplaced->len - n);
      cairo_set_source_rgb (cr, 0.3, 0.3, 0.3);
      wm_draw_text (cr, more, 16, y, 0, 12, FALSE, WM_ALIGN_LEFT);
    }
  cairo_restore (cr);
}
