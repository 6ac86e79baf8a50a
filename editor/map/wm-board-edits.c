#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-board-edits.h"
#include "wm-map-edits.h"

/* What one edit sets; the fields an edit does not use stay unread. */
typedef struct
{
  int cols, rows;
  WmSetupChoice choice;
  const char *region;
  int index, rotation;
} BoardEdit;

static WmCell *
cell_new (const char *region, int rotation)
{
  WmCell *cell = g_new0 (WmCell, 1);

  cell->region = g_strdup (region);
  cell->rotation = rotation;
  return cell;
}

static gboolean
on_board (WmCell **layout, int n, const char *region)
{
  for (int i = 0; i < n; i++)
    if (layout[i] != NULL && g_strcmp0 (layout[i]->region, region) == 0)
      return TRUE;
  return FALSE;
}

/* The first region of the variant that the cells of @layout placed so far
 * do not hold; the first region when every one is placed (the validator
 * then reports the region placed twice). */
static const char *
free_region (const WmVariant *variant, WmCell **layout, int n)
{
  for (guint i = 0; i < variant->regions->len; i++)
    {
      const char *id = ((WmRegion *) g_ptr_array_index (variant->regions, i))->id;
      if (!on_board (layout, n, id))
        return id;
    }
  return variant->regions->len > 0 ? ((WmRegion *) g_ptr_array_index (variant->regions, 0))->id : "";
}

static void
resize (WmVariant *variant, gpointer data)
{
  const BoardEdit *edit = data;
  WmBoard *board = &variant->board;
  int n = edit->cols * edit->rows;
  gsize n_old = 0;
  /* The cells leave the array, which keeps its free function. */
  g_autofree WmCell **old = (WmCell **) g_ptr_array_steal (board->cells, &n_old);
  g_autofree WmCell **layout = g_new0 (WmCell *, n);

  for (int r = 0; r < MIN (edit->rows, board->rows); r++)
    for (int c = 0; c < MIN (edit->cols, board->cols); c++)
      if ((gsize) (r * board->cols + c) < n_old)
        {
          layout[r * edit->cols + c] = old[r * board->cols + c];
          old[r * board->cols + c] = NULL;
        }
  for (int i = 0; i < n; i++)
    if (layout[i] == NULL)
      layout[i] = cell_new (free_region (variant, layout, n), 0);
  for (int i = 0; i < n; i++)
    g_ptr_array_add (board->cells, layout[i]);
  /* The cells left over go back behind the new ones, and cutting the array
   * to the new size frees them. */
  for (gsize j = 0; j < n_old; j++)
    if (old[j] != NULL)
      g_ptr_array_add (board->cells, old[j]);
  g_ptr_array_set_size (board->cells, n);
  board->cols = edit->cols;
  board->rows = edit->rows;
}

static gboolean
check_size (int cols, int rows, GError **error)
{
  /* The file format's limits (the loader reads 1 to 8 of each). */
  if (cols < 1 || cols > 8 || rows < 1 || rows > 8)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                   _("A board has 1 to 8 columns and 1 to 8 rows"));
      return FALSE;
    }
  return TRUE;
}

gboolean
wm_board_edit_size (WmDocument *doc, int cols, int rows, GError **error)
{
  BoardEdit edit = { .cols = cols, .rows = rows };
  const WmBoard *board = &wm_document_get_variant (doc)->board;

  if (!check_size (cols, rows, error))
    return FALSE;
  if (cols == board->cols && rows == board->rows)
    return TRUE;
  return wm_document_edit (doc, _("Resize the board"), resize, &edit, error);
}

static void
set_order (WmVariant *variant, gpointer data)
{
  variant->board.order = ((const BoardEdit *) data)->choice;
}

gboolean
wm_board_edit_order (WmDocument *doc, WmSetupChoice order, GError **error)
{
  BoardEdit edit = { .choice = order };

  return wm_document_edit (doc, _("Change how the regions are laid out"), set_order, &edit, error);
}

static void
set_rotation (WmVariant *variant, gpointer data)
{
  variant->board.rotation = ((const BoardEdit *) data)->choice;
}

gboolean
wm_board_edit_rotation (WmDocument *doc, WmSetupChoice rotation, GError **error)
{
  BoardEdit edit = { .choice = rotation };

  return wm_document_edit (doc, _("Change how the regions are turned"), set_rotation, &edit, error);
}

static void
set_highwayman_region (WmVariant *variant, gpointer data)
{
  g_free (variant->board.highwayman_region);
  variant->board.highwayman_region = g_strdup (((const BoardEdit *) data)->region);
}

static gboolean
check_region (WmDocument *doc, const char *region, GError **error)
{
  if (region == NULL || wm_variant_find_region (wm_document_get_variant (doc), region) != NULL)
    return TRUE;
  g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_NOT_FOUND, _("No region %s"), region);
  return FALSE;
}

gboolean
wm_board_edit_highwayman_region (WmDocument *doc, const char *region, GError **error)
{
  BoardEdit edit = { .region = region };

  if (!check_region (doc, region, error))
    return FALSE;
  return wm_document_edit (doc, _("Change the highwayman's region"), set_highwayman_region, &edit,
                           error);
}

static void
set_cell (WmVariant *variant, gpointer data)
{
  const BoardEdit *edit = data;
  WmCell *cell = g_ptr_array_index (variant->board.cells, edit->index);

  if (g_strcmp0 (cell->region, edit->region) != 0)
    {
      g_free (cell->region);
      cell->region = g_strdup (edit->region);
    }
  cell->rotation = edit->rotation;
}

gboolean
wm_board_edit_cell (WmDocument *doc, int index, const char *region, int rotation, GError **error)
{
  BoardEdit edit = { .index = index, .region = region, .rotation = rotation };
  const WmBoard *board = &wm_document_get_variant (doc)->board;

  if (index < 0 || (guint) index >= board->cells->len || rotation % 90 != 0 || rotation < 0
      || rotation > 270)
    {
      g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                   _("No cell %d, or a rotation other than 0, 90, 180 or 270"), index + 1);
      return FALSE;
    }
  if (region == NULL || !check_region (doc, region, error))
    {
      if (region == NULL)
        g_set_error (error, WM_MAP_EDIT_ERROR, WM_MAP_EDIT_ERROR_INVALID,
                     _("A cell needs a region"));
      return FALSE;
    }
  return wm_document_edit (doc, _("Change a cell of the board"), set_cell, &edit, error);
}
