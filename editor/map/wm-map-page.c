#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "wm-board-preview.h"
#include "wm-drop-down-fit.h"
#include "wm-kind-drop-down.h"
#include "wm-map-edits.h"
#include "wm-map-inspector.h"
#include "wm-map-overlay.h"
#include "wm-map-page.h"
#include "wm-number-field.h"
#include "wm-paned-state.h"
#include "wm-piece-removal.h"
#include "wm-print.h"
#include "wm-region-removal.h"
#include "wm-render-map.h"
#include "wm-side-layout.h"
#include "wm-scroll.h"
#include "wm-settings.h"
#include "wm-validator.h"
#include "wm-window.h"
#include "wm-wrap-layout.h"

struct _WmMapPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  /* The validator's results per part (wm_validate_list_parts()), so that
   * an edit re-runs only the parts it can change: the region's own part
   * at once, the parts across regions (setup, arrangements, quests) at the
   * next quiet moment. */
  GHashTable *parts;    /* part name → WmDiagnostics */
  GPtrArray *deferred;  /* part names still to run */
  WmVariant *validated; /* the variant @parts are about (not a reference) */
  guint n_regions;      /* region count at the last full validation */
  GHashTable *edited;   /* ids of the regions edited since the last run */
  gboolean all_edited;  /* an edit not confined to a region since then */
  guint validate_idle;
  guint deferred_idle;
  char *listed; /* ids, names and sides of the regions as listed */
  double validation_ms;
  char *message;
  gboolean updating;

  GtkWidget *paned;
  GtkWidget *sidebar; /* the paned's start: view switch, regions, sides */
  gboolean regions_shown;
  GtkWidget *regions;
  GtkWidget *side_a, *side_b;
  /* The sidebar's Region or Board switch and side switch, which go to the
   * bar of the view shown while the sidebar is hidden (place_switches ()),
   * after its button there (region_toggle, board_toggle). */
  GtkWidget *view_switch, *sides;
  GtkWidget *region_buttons; /* add, duplicate, delete: the side switch under them */
  GtkWidget *region_toggle, *board_toggle;
  GtkWidget *copy_side; /* Copy Side A to Side B, under the switch */
  GtkWidget *view_region, *view_board;
  GtkWidget *tool_buttons[WM_N_MAP_TOOLS];
  GtkWidget *path_type;
  char **path_type_ids; /* the path types the drop-down names, in order */
  GtkWidget *kind;
  GtkWidget *snap;
  GtkWidget *stack;
  GtkWidget *canvas;
  GtkWidget *region_view; /* the banner's row, the canvas under it */
  GtkWidget *preview;
  GtkWidget *inspector;
  GtkWidget *status;      /* a refused edit's message */
  GtkWidget *status_card; /* its box over the bottom of the view */
  GtkWidget *banner;          /* one line over the canvas: the side's problems */
  GtkWidget *banner_text;     /* how many, and the first */
  GtkWidget *banner_all;      /* a menu button: every one, and the Validation page */
  GtkWidget *banner_scroller; /* in its popover, the list */
  WmDiagnostics *unplaced; /* about a region but naming none of its spaces */
  GtkWidget *toolbar;
  GtkEventController *letter_keys; /* on the window, while the page is in one */
  int edited_side; /* of the last edit on the canvas's region, -1 once the Board showed it */
};

G_DEFINE_FINAL_TYPE (WmMapPage, wm_map_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_REGIONS_SHOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static WmMapCanvas *
canvas (WmMapPage *self)
{
  return WM_MAP_CANVAS (self->canvas);
}

/* A refused edit's @text in red, or with @warning an edit made in part in
 * the warning colour; until the next edit. */
static void
show_message_as (WmMapPage *self, const char *text, gboolean warning)
{
  g_free (self->message);
  self->message = g_strdup (text);
  gtk_label_set_text (GTK_LABEL (self->status), text ? text : "");
  gtk_widget_set_css_classes (self->status,
                              (const char *[]){ warning ? "warning" : "error", NULL });
  gtk_widget_set_visible (self->status_card, text != NULL && *text != '\0');
}

static void
show_message (WmMapPage *self, const char *text)
{
  show_message_as (self, text, FALSE);
}

static void
report (WmMapPage *self, GError *error)
{
  if (error != NULL)
    show_message (self, error->message);
}

/* ---- validation ------------------------------------------------------------------ */

static void
run_part (WmMapPage *self, const char *part)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmDiagnostics *diags = wm_diagnostics_new (NULL);
  const WmRegion *region;

  wm_validate_part (variant, part, diags);
  /* A region's part has the names its sheets cut too, as the Validation
   * page checks them (the renderer's check, not the validator's): a cut
   * label is marked on its space, where the designer can move it. */
  if (g_str_has_prefix (part, "region:")
      && (region = wm_variant_find_region (variant, part + strlen ("region:"))) != NULL)
    {
      wm_print_check_map_text (variant, region, NULL, NULL, diags);
      /* and a lake written across a path by hand, which the lake tool
       * and the inspector refuse to make */
      wm_map_check_lakes (variant, region, diags);
    }
  g_hash_table_replace (self->parts, g_strdup (part), diags);
}

/* Whether @d is about a region and names none of its spaces (a port, an
 * arrangement): the canvas has nowhere to mark it. */
static gboolean
is_unplaced (WmVariant *variant, const WmDiagnostic *d)
{
  char id[128] = "";
  char side = 0;
  WmRegion *region;

  if (d->where == NULL || sscanf (d->where, "region %127s / side %c", id, &side) < 1)
    return FALSE;
  region = wm_variant_find_region (variant, id);
  if (region == NULL)
    return FALSE;
  for (int s = 0; s < 2; s++)
    if (region->sides[s] != NULL && (side == 0 || side == (s ? 'B' : 'A')))
      {
        g_auto (GStrv) spaces = wm_map_overlay_spaces_named (region->sides[s], d->message);
        if (spaces[0] != NULL)
          return FALSE;
      }
  return TRUE;
}

/* A problem's line in the banner's list: its message, then its detail
 * (the first board an arrangement problem is in) in brackets, dimmed, as
 * the command line writes it; wrapped at the popover's width. */
static GtkWidget *
banner_problem_line (const WmDiagnostic *d)
{
  GtkWidget *label = gtk_label_new (d->message);
  g_autofree char *markup = NULL;

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_widget_add_css_class (label, d->severity == WM_SEVERITY_ERROR ? "error" : "warning");
  if (d->detail != NULL)
    {
      markup
          = g_markup_printf_escaped ("%s <span alpha=\"70%%\">[%s]</span>", d->message, d->detail);
      gtk_label_set_markup (GTK_LABEL (label), markup);
    }
  return label;
}

/* Where @d goes in the banner: first that the region is on no cell of the
 * board, if it is not (it says why its other problems are only warnings,
 * and no game deals it), then the errors, then the warnings. */
static int
banner_rank (const WmDiagnostic *d)
{
  if (g_strcmp0 (d->code, "region-not-on-board") == 0)
    return 0;
  return d->severity == WM_SEVERITY_ERROR ? 1 : 2;
}

/* The problems of the side shown that name no space, in the order the
 * banner gives them (banner_rank()), each rank in the order found.
 * The banner's line is the first and takes its colour, so that a warning
 * never leads in the error colour while errors wait further down the list
 * (review 16, R16-7). Not owned. */
static GPtrArray *
banner_problems (WmMapPage *self)
{
  const char *region = wm_map_canvas_get_region (canvas (self));
  int side = wm_map_canvas_get_side (canvas (self));
  GPtrArray *problems = g_ptr_array_new ();
  guint n = self->unplaced ? wm_diagnostics_count (self->unplaced) : 0;

  for (int rank = 0; rank < 3; rank++)
    for (guint i = 0; i < n; i++)
      {
        const WmDiagnostic *d = wm_diagnostics_get (self->unplaced, i);
        if (banner_rank (d) == rank && wm_map_overlay_concerns (d, region, side))
          g_ptr_array_add (problems, (gpointer)d);
      }
  return problems;
}

/* The banner's list, built again: GTK 4.8 keeps the way a box was first
 * measured after lines that wrap are added to it, so that a line on two
 * lines got the room of one (review 5, F10). */
static void
banner_fill_list (WmMapPage *self, GPtrArray *problems)
{
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  for (guint i = 0; i < problems->len; i++)
    gtk_box_append (GTK_BOX (list), banner_problem_line (g_ptr_array_index (problems, i)));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->banner_scroller), list);
}

/* The banner: how many problems the side shown has that name no space
 * (those that name one are marked on it) and the first, on two lines cut
 * with "…"; the list of all under its button. Two lines always, with or
 * without problems, so that the canvas under it keeps its place and size
 * when problems come and go and the next click lands where it was aimed. */
static void
update_banner (WmMapPage *self)
{
  g_autoptr (GPtrArray) problems = banner_problems (self);
  const WmDiagnostic *first = problems->len > 0 ? g_ptr_array_index (problems, 0) : NULL;
  g_autofree char *text = NULL;

  if (first == NULL)
    text = g_strdup (_("No problems on this side besides those marked on the map"));
  else
    /* TRANSLATORS: how many problems the region side shown has that the
     * map cannot mark on a space, and the first of them. */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u problem: %s", "%u problems: %s",
                                        problems->len),
                            problems->len, first->message);
  gtk_label_set_text (GTK_LABEL (self->banner_text), text);
  gtk_widget_set_css_classes (self->banner_text,
                              (const char *[]){ first == NULL                         ? "dim-label"
                                                : first->severity == WM_SEVERITY_ERROR ? "error"
                                                                                       : "warning",
                                                NULL });
  /* Shown only with something to list: greyed, it took a third of the
   * line from the sentence, cut "… besides those marked o…" in a 1024 px
   * window (review 20, R20-2). Its stack keeps its height. */
  gtk_stack_set_visible_child_name (GTK_STACK (gtk_widget_get_parent (self->banner_all)),
                                    first != NULL ? "all" : "none");
  banner_fill_list (self, problems);
}

/* Every part's diagnostics: those that name a space to the canvas, which
 * marks them there, the others to the banner. */
static void
show_diagnostics (WmMapPage *self)
{
  g_autoptr (WmDiagnostics) placed = wm_diagnostics_new (NULL);
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;
  GHashTableIter iter;
  gpointer value;

  g_clear_pointer (&self->unplaced, wm_diagnostics_free);
  self->unplaced = wm_diagnostics_new (NULL);
  g_hash_table_iter_init (&iter, self->parts);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    for (guint i = 0; i < wm_diagnostics_count (value); i++)
      {
        const WmDiagnostic *d = wm_diagnostics_get (value, i);
        wm_diagnostics_add_copy (variant && is_unplaced (variant, d) ? self->unplaced : placed, d);
      }
  wm_map_canvas_set_diagnostics (canvas (self), placed);
  update_banner (self);
}

static gboolean
deferred_idle_cb (gpointer data)
{
  WmMapPage *self = data;

  if (self->deferred->len > 0)
    {
      g_autofree char *part = g_ptr_array_steal_index (self->deferred, 0);
      run_part (self, part);
    }
  if (self->deferred->len > 0)
    return G_SOURCE_CONTINUE;
  self->deferred_idle = 0;
  show_diagnostics (self);
  return G_SOURCE_REMOVE;
}

/* Runs the parts of @region at once (its own part and the structure),
 * and leaves those across regions for later. */
static void
validate_region (WmMapPage *self, const char *region)
{
  g_auto (GStrv) touched = wm_validate_parts_for_region (region);
  g_autofree char *own = g_strconcat ("region:", region, NULL);

  for (guint i = 0; touched[i] != NULL; i++)
    if (g_str_equal (touched[i], own) || g_str_equal (touched[i], "structure"))
      run_part (self, touched[i]);
    else if (!g_ptr_array_find_with_equal_func (self->deferred, touched[i], g_str_equal, NULL))
      g_ptr_array_add (self->deferred, g_strdup (touched[i]));
}

/* A new variant (undo restores a snapshot), a region added or removed, or
 * an edit not confined to one region takes a full run; otherwise the
 * regions edited since the last run (the one shown when none was) have
 * their parts re-run. */
void
wm_map_page_validate_now (WmMapPage *self)
{
  WmVariant *variant;
  gint64 start = g_get_monotonic_time ();
  const char *region = wm_map_canvas_get_region (canvas (self));

  g_clear_handle_id (&self->validate_idle, g_source_remove);
  if (self->document == NULL)
    return;
  variant = wm_document_get_variant (self->document);
  if (self->validated != variant || self->n_regions != variant->regions->len || region == NULL
      || self->all_edited)
    {
      g_auto (GStrv) all = wm_validate_list_parts (variant);
      g_hash_table_remove_all (self->parts);
      g_ptr_array_set_size (self->deferred, 0);
      g_clear_handle_id (&self->deferred_idle, g_source_remove);
      for (guint i = 0; all[i] != NULL; i++)
        run_part (self, all[i]);
      self->validated = variant;
      self->n_regions = variant->regions->len;
    }
  else
    {
      GHashTableIter iter;
      gpointer edited;

      if (g_hash_table_size (self->edited) == 0)
        validate_region (self, region);
      g_hash_table_iter_init (&iter, self->edited);
      while (g_hash_table_iter_next (&iter, &edited, NULL))
        validate_region (self, edited);
      /* Below the redraw and the inspector: at the default priority, parts
       * that each took longer than the 150 ms to the next under load kept
       * both waiting until every part had run. */
      if (self->deferred_idle == 0 && self->deferred->len > 0)
        self->deferred_idle
            = g_timeout_add_full (G_PRIORITY_DEFAULT_IDLE, 150, deferred_idle_cb, self, NULL);
    }
  g_hash_table_remove_all (self->edited);
  self->all_edited = FALSE;
  show_diagnostics (self);
  self->validation_ms = (g_get_monotonic_time () - start) / 1000.0;
}

/* Runs the parts an edit left for later now (tests, the benchmark). */
void
wm_map_page_validate_all_now (WmMapPage *self)
{
  wm_map_page_validate_now (self);
  while (self->deferred->len > 0)
    {
      g_autofree char *part = g_ptr_array_steal_index (self->deferred, 0);
      run_part (self, part);
    }
  g_clear_handle_id (&self->deferred_idle, g_source_remove);
  show_diagnostics (self);
}

static gboolean
validate_idle_cb (gpointer data)
{
  WmMapPage *self = data;

  self->validate_idle = 0;
  wm_map_page_validate_now (self);
  return G_SOURCE_REMOVE;
}

double
wm_map_page_get_validation_ms (WmMapPage *self)
{
  return self->validation_ms;
}

/* ---- regions list ------------------------------------------------------------------ */

static const char *
selected_region (WmMapPage *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (self->regions));

  return row ? g_object_get_data (G_OBJECT (row), "region") : NULL;
}

static gboolean
board_shown (WmMapPage *self)
{
  return gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->preview;
}

/* Copy Side A to Side B is offered in the Region view, under the switch,
 * and can be pressed once side A has something drawn on it. */
static void
update_copy_side (WmMapPage *self)
{
  WmVariant *variant = self->document ? wm_document_get_variant (self->document) : NULL;
  const char *id = wm_map_canvas_get_region (canvas (self));
  WmRegion *region = variant && id ? wm_variant_find_region (variant, id) : NULL;

  gtk_widget_set_visible (self->copy_side, region != NULL && !board_shown (self));
  gtk_widget_set_sensitive (self->copy_side,
                            region != NULL && !wm_map_side_is_empty (region->sides[0]));
}

/* In the Region view the switch turns the region on the canvas over (and
 * adds a side it lacks); in the Board view it turns the whole board over,
 * and shows the side the board on show lies on (neither for a typed spec
 * that mixes them). */
static void
update_sides (WmMapPage *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  const char *id = wm_map_canvas_get_region (canvas (self));
  WmRegion *region = id ? wm_variant_find_region (variant, id) : NULL;
  gboolean board = board_shown (self);
  int side = board ? wm_board_preview_get_side (WM_BOARD_PREVIEW (self->preview))
                   : wm_map_canvas_get_side (canvas (self));

  self->updating = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->side_a), side == 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->side_b), side == 1);
  gtk_button_set_label (GTK_BUTTON (self->side_a),
                        board || (region && region->sides[0]) ? _("Side A") : _("Add Side A"));
  gtk_button_set_label (GTK_BUTTON (self->side_b),
                        board || (region && region->sides[1]) ? _("Side B") : _("Add Side B"));
  for (GtkWidget *b = self->side_a; b != NULL; b = b == self->side_a ? self->side_b : NULL)
    gtk_widget_set_tooltip_text (b, board ? _("Every region of the board on this side: side B "
                                              "is the variable setup, with the quest decks and "
                                              "towns dealt beside the regions")
                                          : _("This side of the region on the canvas"));
  self->updating = FALSE;
  update_copy_side (self);
}

/* Whether the list's rows are the variant's regions, in order. */
static gboolean
rows_are_regions (WmMapPage *self, WmVariant *variant)
{
  GtkWidget *child = gtk_widget_get_first_child (self->regions);

  for (guint i = 0; i < variant->regions->len; i++, child = gtk_widget_get_next_sibling (child))
    if (child == NULL
        || g_strcmp0 (g_object_get_data (G_OBJECT (child), "region"),
                      ((WmRegion *)g_ptr_array_index (variant->regions, i))->id)
               != 0)
      return FALSE;
  return child == NULL;
}

/* "The Riverlands  r1", as a row shows it. */
static char *
row_markup (WmRegion *region, const char *lang)
{
  g_autofree char *isolated = wm_text_isolate (wm_text_get (&region->name, lang, lang));
  g_autofree char *name = g_markup_escape_text (isolated, -1);

  return g_strdup_printf ("%s  <small>%s</small>", name, region->id);
}

static void
fill_regions (WmMapPage *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  const char *lang = wm_variant_display_language (variant);
  g_autofree char *keep = g_strdup (wm_map_canvas_get_region (canvas (self)));
  GtkWidget *child;
  GtkListBoxRow *select = NULL;

  self->updating = TRUE;
  /* The same regions renamed: the rows keep their place and only say the
   * new names. Built again, the row being clicked went under the pointer
   * when a region's Name field, left by that click, renamed the region:
   * the click selected nothing, and GTK went on with the row freed. */
  if (rows_are_regions (self, variant))
    {
      guint i = 0;
      for (child = gtk_widget_get_first_child (self->regions); child != NULL;
           child = gtk_widget_get_next_sibling (child), i++)
        {
          WmRegion *region = g_ptr_array_index (variant->regions, i);
          g_autofree char *text = row_markup (region, lang);
          gtk_label_set_markup (
              GTK_LABEL (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (child))), text);
          if (g_strcmp0 (region->id, keep) == 0 || (select == NULL && i == 0))
            select = GTK_LIST_BOX_ROW (child);
        }
    }
  else
    {
      while ((child = gtk_widget_get_first_child (self->regions)) != NULL)
        gtk_list_box_remove (GTK_LIST_BOX (self->regions), child);
      for (guint i = 0; i < variant->regions->len; i++)
        {
          WmRegion *region = g_ptr_array_index (variant->regions, i);
          g_autofree char *text = row_markup (region, lang);
          GtkWidget *label = gtk_label_new (NULL);
          GtkWidget *row = gtk_list_box_row_new ();

          gtk_label_set_markup (GTK_LABEL (label), text);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          gtk_widget_set_margin_start (label, 8);
          gtk_widget_set_margin_top (label, 6);
          gtk_widget_set_margin_bottom (label, 6);
          gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
          g_object_set_data_full (G_OBJECT (row), "region", g_strdup (region->id), g_free);
          gtk_list_box_append (GTK_LIST_BOX (self->regions), row);
          if (g_strcmp0 (region->id, keep) == 0 || (select == NULL && i == 0))
            select = GTK_LIST_BOX_ROW (row);
        }
    }
  if (gtk_list_box_get_selected_row (GTK_LIST_BOX (self->regions)) != select)
    gtk_list_box_select_row (GTK_LIST_BOX (self->regions), select);
  self->updating = FALSE;
  if (select != NULL)
    {
      const char *id = g_object_get_data (G_OBJECT (select), "region");
      WmRegion *region = wm_variant_find_region (variant, id);
      int side = wm_map_canvas_get_side (canvas (self));
      if (g_strcmp0 (id, keep) != 0 || region->sides[side] == NULL)
        side = region->sides[0] ? 0 : 1;
      wm_map_canvas_set_region (canvas (self), id, side);
    }
  else
    wm_map_canvas_set_region (canvas (self), NULL, 0);
  update_sides (self);
}

static void
region_selected_cb (GtkListBox *list, GtkListBoxRow *row, WmMapPage *self)
{
  const char *id;
  WmRegion *region;

  if (self->updating || row == NULL)
    return;
  id = g_object_get_data (G_OBJECT (row), "region");
  region = wm_variant_find_region (wm_document_get_variant (self->document), id);
  if (region == NULL)
    return;
  wm_map_canvas_set_region (canvas (self), id, region->sides[0] ? 0 : 1);
  update_sides (self);
  wm_map_page_validate_now (self);
}

void
wm_map_page_show_region (WmMapPage *self, const char *region, int side)
{
  WmRegion *r;

  g_return_if_fail (WM_IS_MAP_PAGE (self));
  r = self->document ? wm_variant_find_region (wm_document_get_variant (self->document), region)
                     : NULL;
  if (r == NULL || side < 0 || side > 1 || r->sides[side] == NULL)
    return;
  wm_map_canvas_set_region (canvas (self), region, side);
  fill_regions (self);
  wm_map_page_validate_now (self);
}

static void
side_toggled_cb (GtkToggleButton *button, WmMapPage *self)
{
  int side = GTK_WIDGET (button) == self->side_b;
  const char *id = wm_map_canvas_get_region (canvas (self));
  g_autofree char *region = g_strdup (id);
  g_autoptr (GError) error = NULL;

  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  if (board_shown (self))
    {
      wm_board_preview_set_side (WM_BOARD_PREVIEW (self->preview), side);
      update_sides (self);
      return;
    }
  if (region == NULL)
    return;
  if (!wm_map_add_side (self->document, region, side, &error))
    report (self, error);
  else
    wm_map_page_show_region (self, region, side);
  update_sides (self);
}

static void
copy_side (WmMapPage *self, const char *region)
{
  g_autoptr (GError) error = NULL;

  if (!wm_map_copy_side (self->document, region, 0, &error))
    report (self, error);
  else
    wm_map_page_show_region (self, region, 1);
}

/* Asks before an edit of region @id that loses what @lines list; the
 * dialog carries the region's id to @on_response under "wm-region". */
static void
ask_about_region (WmMapPage *self, const char *id, const char *heading, const char *body,
                  const char *confirm, const char *label, GPtrArray *lines, GCallback on_response)
{
  GtkWidget *list;
  GtkWidget *dialog
      = wm_removal_dialog_new (GTK_WIDGET (self), heading, body, confirm, label, NULL, &list);

  wm_removal_list_set (list, lines);
  g_object_set_data_full (G_OBJECT (dialog), "wm-region", g_strdup (id), g_free);
  g_signal_connect_object (dialog, "response", on_response, self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
replace_side_cb (AdwMessageDialog *dialog, const char *response, WmMapPage *self)
{
  if (g_str_equal (response, "replace"))
    copy_side (self, g_object_get_data (G_OBJECT (dialog), "wm-region"));
}

/* Side B of a variable setup is mostly side A again: a copy of it is the
 * starting point, rather than redrawing the region by hand (review 16,
 * R16-4). A side B with something drawn on it is replaced only once
 * asked, with what it holds listed. */
static void
copy_side_cb (WmMapPage *self)
{
  const WmVariant *variant = wm_document_get_variant (self->document);
  g_autofree char *id = g_strdup (wm_map_canvas_get_region (canvas (self)));
  const WmRegion *region = id ? wm_variant_find_region (variant, id) : NULL;
  g_autoptr (GPtrArray) lines = NULL;
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;

  if (region == NULL)
    return;
  if (wm_map_side_is_empty (region->sides[1]))
    {
      copy_side (self, id);
      return;
    }
  lines = wm_map_list_side_contents (region->sides[1]);
  name = wm_variant_isolated_name (variant, &region->name, id);
  /* TRANSLATORS: the heading of the question before side B of a region is
   * replaced by a copy of side A; %s is the region's name. */
  heading = g_strdup_printf (_("Replace Side B of “%s”?"), name);
  ask_about_region (self, id, heading,
                    _("Side B becomes a copy of side A, its town slots printing no "
                      "town. What side B holds now goes; Undo brings it back."),
                    "replace", _("_Replace Side B"), lines, G_CALLBACK (replace_side_cb));
}

static void
add_region_cb (WmMapPage *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  WmVariant *variant = wm_document_get_variant (self->document);
  double size
      = variant->regions->len ? ((WmRegion *)g_ptr_array_index (variant->regions, 0))->size : 12;

  if (!wm_map_add_region (self->document, size, &id, &error))
    report (self, error);
  else
    wm_map_page_show_region (self, id, 0);
}

static void
duplicate_region_cb (WmMapPage *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *from = g_strdup (selected_region (self));

  if (!wm_map_duplicate_region (self->document, from, &id, &error))
    report (self, error);
  else
    wm_map_page_show_region (self, id, wm_map_canvas_get_side (canvas (self)));
}

static void
delete_with_quests_cb (AdwMessageDialog *dialog, const char *response, WmMapPage *self)
{
  g_autoptr (GError) error = NULL;
  const char *id = g_object_get_data (G_OBJECT (dialog), "wm-region");

  if (g_str_equal (response, "delete")
      && !wm_map_delete_region_with_quests (self->document, id, &error))
    report (self, error);
}

/* A region whose quest deck holds cards goes with them once asked: the
 * designer shrinking a copy of the base game deletes whole regions. */
static void
ask_delete_with_quests (WmMapPage *self, const char *id, guint quests)
{
  const WmVariant *variant = wm_document_get_variant (self->document);
  const WmRegion *region = wm_variant_find_region (variant, id);
  g_autoptr (GPtrArray) lines = wm_map_list_region_removal (variant, id);
  g_autofree char *name = wm_variant_isolated_name (variant, &region->name, id);
  g_autofree char *heading = g_strdup_printf (
      g_dngettext (GETTEXT_PACKAGE, "Delete “%s” and Its %u Quest?",
                   "Delete “%s” and Its %u Quests?", quests),
      name, quests);

  ask_about_region (self, id, heading,
                    _("The region goes with the quests of its deck. Undo brings "
                      "it all back."),
                    "delete", _("_Delete"), lines, G_CALLBACK (delete_with_quests_cb));
}

static void
delete_region_cb (WmMapPage *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = g_strdup (selected_region (self));
  const WmVariant *variant = wm_document_get_variant (self->document);
  guint quests = wm_map_region_quest_count (variant, id);

  if (quests > 0 && wm_map_region_deletable (variant, id, NULL))
    ask_delete_with_quests (self, id, quests);
  else if (!wm_map_delete_region (self->document, id, &error))
    report (self, error);
}

/* ---- toolbar ------------------------------------------------------------------------- */

static void
tool_toggled_cb (GtkToggleButton *button, WmMapPage *self)
{
  if (self->updating || !gtk_toggle_button_get_active (button))
    return;
  wm_map_canvas_set_tool (canvas (self),
                          GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tool")));
}

static void
tool_changed_cb (WmMapPage *self)
{
  WmMapTool tool = wm_map_canvas_get_tool (canvas (self));

  self->updating = TRUE;
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tool_buttons[tool]), TRUE);
  self->updating = FALSE;
}

static void
fill_path_types (WmMapPage *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) names = NULL;
  g_autoptr (GtkStringList) model = NULL;
  const char *current = wm_map_canvas_get_path_type (canvas (self));
  guint selected = 0;

  const char *lang = wm_variant_display_language (variant);

  g_clear_pointer (&self->path_type_ids, g_strfreev);
  {
    g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
    for (guint i = 0; i < variant->path_types->len; i++)
      {
        WmPathType *pt = g_ptr_array_index (variant->path_types, i);
        const char *name = wm_text_get (&pt->name, lang, lang);
        /* Shown by name; new paths take the id. */
        g_strv_builder_add (builder, name && *name ? name : pt->id);
        g_strv_builder_add (ids, pt->id);
        if (g_strcmp0 (pt->id, current) == 0)
          selected = i;
      }
    self->path_type_ids = g_strv_builder_end (ids);
  }
  names = g_strv_builder_end (builder);
  model = gtk_string_list_new ((const char *const *)names);
  self->updating = TRUE;
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->path_type), G_LIST_MODEL (model));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->path_type), selected);
  self->updating = FALSE;
  if (self->path_type_ids[0] != NULL)
    wm_map_canvas_set_path_type (canvas (self), self->path_type_ids[selected]);
}

static void
path_type_cb (GtkDropDown *dd, GParamSpec *pspec, WmMapPage *self)
{
  guint i = gtk_drop_down_get_selected (dd);

  if (!self->updating && self->path_type_ids != NULL && i < g_strv_length (self->path_type_ids))
    wm_map_canvas_set_path_type (canvas (self), self->path_type_ids[i]);
}

/* The canvas's menu chose a path type (Connect To): the toolbar shows it. */
static void
canvas_path_type_cb (WmMapPage *self)
{
  const char *type = wm_map_canvas_get_path_type (canvas (self));

  for (guint i = 0; self->path_type_ids != NULL && self->path_type_ids[i] != NULL; i++)
    if (g_str_equal (self->path_type_ids[i], type)
        && gtk_drop_down_get_selected (GTK_DROP_DOWN (self->path_type)) != i)
      {
        self->updating = TRUE;
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->path_type), i);
        self->updating = FALSE;
      }
}

static void
kind_cb (GtkDropDown *dd, GParamSpec *pspec, WmMapPage *self)
{
  wm_map_canvas_set_space_kind (canvas (self), gtk_drop_down_get_selected (dd));
}

/* The button that shows or hides the sidebar (the list of regions, the
 * view and side switches), as F9 does: one heads the Region view's
 * toolbar, one the Board view's bar, both on the page's action. */
static GtkWidget *
regions_toggle (void)
{
  GtkWidget *b = gtk_toggle_button_new ();

  gtk_button_set_icon_name (GTK_BUTTON (b), "sidebar-show-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (b), "map.regions-shown");
  gtk_widget_set_tooltip_text (b, _("Show or hide the list of regions (F9)"));
  return b;
}

static GtkWidget *
build_toolbar (WmMapPage *self)
{
  static const struct
  {
    const char *icon, *tip;
  } tools[] = {
    { "find-location-symbolic", N_("Select and move (V)") },
    { "list-add-symbolic", N_("Add space (S): click on the ground") },
    { "insert-link-symbolic", N_("Connect (C): drag from one space to another") },
    { "weather-showers-symbolic",
      N_("Lakes (L): drag round spaces for a new lake; click a space to add or remove it as a "
          "shore of the nearest lake, Shift+click for an island") },
    { "go-top-symbolic", N_("Ports (P): drag from a space to the border") },
    { "edit-delete-symbolic", N_("Delete (D): click a space or a path") },
  };
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *group = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  g_autoptr (GStrvBuilder) kinds = g_strv_builder_new ();
  g_auto (GStrv) kind_names = NULL;

  G_STATIC_ASSERT (G_N_ELEMENTS (tools) == WM_N_MAP_TOOLS);
  gtk_widget_add_css_class (group, "linked");
  for (int t = 0; t < WM_N_MAP_TOOLS; t++)
    {
      GtkWidget *b = gtk_toggle_button_new ();
      gtk_button_set_icon_name (GTK_BUTTON (b), tools[t].icon);
      gtk_widget_set_tooltip_text (b, _ (tools[t].tip));
      if (t > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (b),
                                     GTK_TOGGLE_BUTTON (self->tool_buttons[0]));
      g_object_set_data (G_OBJECT (b), "tool", GINT_TO_POINTER (t));
      g_signal_connect (b, "toggled", G_CALLBACK (tool_toggled_cb), self);
      gtk_box_append (GTK_BOX (group), b);
      self->tool_buttons[t] = b;
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tool_buttons[0]), TRUE);
  /* The tools, then the options for new spaces and paths, each option
   * wrapping under the tools on its own where the window is narrow: as a
   * group of three they made the toolbar 319 px wide at its narrowest in
   * Italian, and the inspector went under the canvas on a 1024 px screen,
   * the map 245 px square (review 20, R20-4). 4 px apart: with the path
   * type as wide as its longest name ("Wasserweg"), 6 put the bar on three
   * lines at 1024 px in German with the list of regions hidden. */
  gtk_widget_set_layout_manager (bar, wm_wrap_layout_new (4, 6));
  self->region_toggle = regions_toggle ();
  gtk_box_append (GTK_BOX (bar), self->region_toggle);
  gtk_box_append (GTK_BOX (bar), group);
  /* An icon, as the tools are: labelled, "Griglia" took a third line of
   * its own in Italian at 1024 px. Beside the tools, before the two
   * drop-downs: where the bar wraps, they go under together (after them,
   * once the kind kept the width of its widest name, it took a third line
   * in Italian at 1024 px). */
  self->snap = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (self->snap), "view-grid-symbolic");
  gtk_widget_set_tooltip_text (self->snap, _("Snap to a half-unit grid (G)"));
  /* Both ways: the button sets the canvas, G on the canvas the button. */
  g_object_bind_property (self->canvas, "snap", self->snap, "active",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
  gtk_box_append (GTK_BOX (bar), self->snap);

  /* A variant's long path type is cut short on the button where the bar
   * is narrow, whole in the list: whole, it made the bar as wide, and the
   * inspector went under a canvas a third as large. As wide whichever
   * type is chosen, as the kind is: "Water" wrapped the bar at 1200 px. */
  self->path_type = wm_names_drop_down_fit (gtk_drop_down_new (NULL, NULL));
  gtk_widget_set_tooltip_text (self->path_type, _("Type of new paths and ports"));
  g_signal_connect (self->path_type, "notify::selected", G_CALLBACK (path_type_cb), self);
  gtk_box_append (GTK_BOX (bar), self->path_type);
  for (int k = 0; k < WM_N_SPACE_KINDS; k++)
    g_strv_builder_add (kinds, wm_map_space_kind_label (k));
  kind_names = g_strv_builder_end (kinds);
  /* Short on its button and as wide whichever kind is chosen: the whole
   * name of a castle slot wrapped the bar at 1024 px, and the canvas
   * dropped under the next click. */
  self->kind = wm_kind_drop_down_fit (
      gtk_drop_down_new_from_strings ((const char *const *)kind_names));
  gtk_widget_set_tooltip_text (self->kind, _("Kind of new spaces"));
  g_signal_connect (self->kind, "notify::selected", G_CALLBACK (kind_cb), self);
  gtk_box_append (GTK_BOX (bar), self->kind);
  /* Less room round their words (style.css): at 1200 px the bar wrapped
   * to two lines in English, the canvas a line shorter. */
  gtk_widget_add_css_class (self->path_type, "compact");
  gtk_widget_add_css_class (self->kind, "compact");

  gtk_widget_set_margin_start (bar, 6);
  gtk_widget_set_margin_end (bar, 6);
  gtk_widget_set_margin_top (bar, 6);
  gtk_widget_set_margin_bottom (bar, 6);
  return bar;
}

static GtkWidget *
icon_button (const char *icon, const char *tip, GCallback cb, gpointer data)
{
  GtkWidget *b = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (b, tip);
  g_signal_connect_swapped (b, "clicked", cb, data);
  return b;
}

static void
view_toggled_cb (GtkToggleButton *button, WmMapPage *self)
{
  if (gtk_toggle_button_get_active (button))
    gtk_stack_set_visible_child (GTK_STACK (self->stack),
                                 g_object_get_data (G_OBJECT (button), "view"));
}

static GtkWidget *
view_button (WmMapPage *self, const char *label, GtkWidget *view, GtkWidget *group)
{
  GtkWidget *b = gtk_toggle_button_new_with_label (label);

  g_object_set_data (G_OBJECT (b), "view", view);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (b), group == NULL);
  if (group != NULL)
    gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (b), GTK_TOGGLE_BUTTON (group));
  g_signal_connect (b, "toggled", G_CALLBACK (view_toggled_cb), self);
  return b;
}

/* Under the side switch, which names the sides, so its label can be
 * short and keep to one line in the sidebar's 190 px in German and
 * Italian too ("Copy Side A to Side B" wrapped to two even in English);
 * the tooltip says what goes across. */
static GtkWidget *
copy_side_button (WmMapPage *self)
{
  GtkWidget *label = gtk_label_new (_("Copy A to B"));

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  self->copy_side = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (self->copy_side), label);
  gtk_widget_set_tooltip_text (
      self->copy_side, _("Start side B from side A: its spaces with their kinds, paths, lakes "
                         "and border ports, its town slots printing no town"));
  gtk_widget_set_halign (self->copy_side, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_start (self->copy_side, 8);
  gtk_widget_set_margin_end (self->copy_side, 8);
  gtk_widget_set_margin_bottom (self->copy_side, 8);
  g_signal_connect_swapped (self->copy_side, "clicked", G_CALLBACK (copy_side_cb), self);
  return self->copy_side;
}

static GtkWidget *
build_sidebar (WmMapPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *sides = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *title = gtk_label_new (_("Regions"));
  GtkWidget *switcher = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  /* Region or Board: the whole page's view, so it heads the sidebar. Two
   * linked toggles rather than a GtkStackSwitcher, whose buttons are at
   * least 100 px wide each and made the sidebar, and so the window, wider. */
  self->view_region = view_button (self, _("Region"), self->region_view, NULL);
  self->view_board = view_button (self, _("Board"), self->preview, self->view_region);
  gtk_box_append (GTK_BOX (switcher), self->view_region);
  gtk_box_append (GTK_BOX (switcher), self->view_board);
  gtk_widget_add_css_class (switcher, "linked");
  self->view_switch = switcher;
  gtk_box_append (GTK_BOX (box), switcher);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_margin_start (title, 8);
  gtk_widget_set_margin_top (title, 8);
  gtk_box_append (GTK_BOX (box), title);
  self->regions = gtk_list_box_new ();
  gtk_widget_add_css_class (self->regions, "navigation-sidebar");
  g_signal_connect (self->regions, "row-selected", G_CALLBACK (region_selected_cb), self);
  wm_list_box_tab_leaves (GTK_LIST_BOX (self->regions));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->regions);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);

  gtk_widget_add_css_class (buttons, "linked");
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (buttons), icon_button ("list-add-symbolic", _("Add region"),
                                                  G_CALLBACK (add_region_cb), self));
  gtk_box_append (GTK_BOX (buttons), icon_button ("edit-copy-symbolic", _("Duplicate region"),
                                                  G_CALLBACK (duplicate_region_cb), self));
  gtk_box_append (GTK_BOX (buttons), icon_button ("list-remove-symbolic", _("Delete region"),
                                                  G_CALLBACK (delete_region_cb), self));
  gtk_box_append (GTK_BOX (box), buttons);
  self->region_buttons = buttons;

  gtk_widget_add_css_class (sides, "linked");
  gtk_widget_set_halign (sides, GTK_ALIGN_CENTER);
  self->side_a = gtk_toggle_button_new_with_label (_("Side A"));
  self->side_b = gtk_toggle_button_new_with_label (_("Side B"));
  gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->side_b), GTK_TOGGLE_BUTTON (self->side_a));
  g_signal_connect (self->side_a, "toggled", G_CALLBACK (side_toggled_cb), self);
  g_signal_connect (self->side_b, "toggled", G_CALLBACK (side_toggled_cb), self);
  gtk_box_append (GTK_BOX (sides), self->side_a);
  gtk_box_append (GTK_BOX (sides), self->side_b);
  gtk_box_append (GTK_BOX (box), sides);
  self->sides = sides;
  gtk_box_append (GTK_BOX (box), copy_side_button (self));
  gtk_widget_set_size_request (box, 180, -1);
  return box;
}

/* ---- document ---------------------------------------------------------------------------- */

/* What the regions list shows; it is rebuilt only when this changes, not
 * on every move of a space. */
static char *
regions_signature (WmVariant *variant)
{
  const char *lang = wm_variant_display_language (variant);
  GString *sig = g_string_new (NULL);

  for (guint i = 0; i < variant->regions->len; i++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, i);
      g_string_append_printf (sig, "%s\x1f%s\x1f%d%d\x1e", region->id,
                              wm_text_get (&region->name, lang, lang), region->sides[0] != NULL,
                              region->sides[1] != NULL);
    }
  for (guint i = 0; i < variant->path_types->len; i++)
    g_string_append_printf (sig, "%s ",
                            ((WmPathType *)g_ptr_array_index (variant->path_types, i))->id);
  return g_string_free (sig, FALSE);
}

static void
document_changed_cb (WmMapPage *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autofree char *sig = regions_signature (variant);

  /* The list and the canvas's region follow regions added, removed,
   * renamed, or brought back by undo. */
  if (g_strcmp0 (sig, self->listed) != 0
      || wm_map_find_side (variant, wm_map_canvas_get_region (canvas (self)),
                           wm_map_canvas_get_side (canvas (self)))
             == NULL)
    {
      g_free (self->listed);
      self->listed = g_steal_pointer (&sig);
      fill_regions (self);
      fill_path_types (self);
    }
  update_copy_side (self);
  show_message (self, NULL);
  if (!board_shown (self)
      && g_strcmp0 (wm_document_get_changed_region (self->document),
                    wm_map_canvas_get_region (canvas (self)))
             == 0)
    self->edited_side = wm_map_canvas_get_side (canvas (self));
  if (wm_document_get_changed_region (self->document) != NULL)
    g_hash_table_add (self->edited, g_strdup (wm_document_get_changed_region (self->document)));
  else
    self->all_edited = TRUE;
  if (self->validate_idle == 0)
    self->validate_idle = g_idle_add (validate_idle_cb, self);
}

void
wm_map_page_set_document (WmMapPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_MAP_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  self->validated = NULL;
  self->edited_side = -1;
  wm_map_canvas_set_document (canvas (self), document);
  wm_map_inspector_set_document (WM_MAP_INSPECTOR (self->inspector), document);
  wm_board_preview_set_document (WM_BOARD_PREVIEW (self->preview), document);
  if (document == NULL)
    return;
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  wm_map_canvas_set_region (canvas (self), NULL, 0);
  g_free (self->listed);
  self->listed = regions_signature (wm_document_get_variant (document));
  fill_path_types (self);
  fill_regions (self);
  if (self->validate_idle == 0)
    self->validate_idle = g_idle_add (validate_idle_cb, self);
}

WmMapCanvas *
wm_map_page_get_canvas (WmMapPage *self)
{
  return canvas (self);
}

GtkWidget *
wm_map_page_get_board_preview (WmMapPage *self)
{
  return self->preview;
}

GtkWidget *
wm_map_page_get_banner (WmMapPage *self)
{
  g_return_val_if_fail (WM_IS_MAP_PAGE (self), NULL);
  return self->banner;
}

GtkWidget *
wm_map_page_get_toolbar (WmMapPage *self)
{
  g_return_val_if_fail (WM_IS_MAP_PAGE (self), NULL);
  return self->toolbar;
}

const char *
wm_map_page_get_message (WmMapPage *self)
{
  return self->message;
}

/* The language of the region's name a problem of @code at @where is
 * about (in its @message), or NULL: a name missing in a language, holding
 * a direction control in it, or still the editor's there, told of the
 * region itself ("region r1", no side). */
static const char *
region_name_language (WmMapPage *self, const char *where, const char *message, const char *code)
{
  static const char *const name_codes[] = { "lang-missing", "text-bidi-control",
                                            "placeholder-name", NULL };

  if (code == NULL || !g_strv_contains (name_codes, code) || strstr (where, " / ") != NULL)
    return NULL;
  return wm_diagnostic_message_language (message,
                                         wm_document_get_variant (self->document)->info.languages);
}

gboolean
wm_map_page_reveal (WmMapPage *self, const char *where, const char *message)
{
  return wm_map_page_reveal_problem (self, where, message, NULL);
}

gboolean
wm_map_page_reveal_problem (WmMapPage *self, const char *where, const char *message,
                            const char *code)
{
  char region[128] = "";
  char side = 'A';
  const char *lang;

  g_return_val_if_fail (WM_IS_MAP_PAGE (self), FALSE);
  /* The board's cells and the towns the setup places are set in the
   * Board view's setup pane. */
  if (where != NULL && (g_str_has_prefix (where, "board") || g_str_has_prefix (where, "town ")))
    {
      gtk_stack_set_visible_child (GTK_STACK (self->stack), self->preview);
      return TRUE;
    }
  if (where == NULL || sscanf (where, "region %127s / side %c", region, &side) < 1)
    return FALSE;
  wm_map_page_show_region (self, region, side == 'B');
  gtk_stack_set_visible_child (GTK_STACK (self->stack), self->region_view);
  wm_map_canvas_reveal (canvas (self), message);
  lang = region_name_language (self, where, message, code);
  if (lang != NULL && wm_map_canvas_get_selection (canvas (self))[0] == NULL)
    wm_map_inspector_reveal_name (WM_MAP_INSPECTOR (self->inspector), lang);
  else
    gtk_widget_grab_focus (self->canvas);
  return TRUE;
}

/* ---- letter keys --------------------------------------------------------------------------- */

/* Whether a letter typed now is one of the map's keys rather than text:
 * not in a text field, nor in a number field being typed into, nor in the
 * list of an open drop-down. */
static gboolean
letters_are_keys (GtkRoot *root)
{
  GtkWidget *focus = gtk_root_get_focus (root);

  if (focus == NULL)
    return TRUE;
  if (gtk_widget_get_ancestor (focus, GTK_TYPE_POPOVER) != NULL)
    return FALSE;
  if (GTK_IS_EDITABLE (focus))
    return wm_number_field_focus_is_idle (root);
  return TRUE;
}

/* The tool keys and G wherever the keyboard focus is while the Region view
 * is shown, not only on the canvas: after a choice in the inspector's Kind
 * drop-down the focus stayed there, P did nothing, and the next drag moved
 * a space onto the border with the select tool (review 6, R3). Heard on the
 * window, before the focused widget: the focus may be in the window's
 * sidebar (Alt+2 leaves it there), and a focused number field would take a
 * letter that can never be part of a number. */
static gboolean
letter_key_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
               WmMapPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (root == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)) || board_shown (self)
      || !letters_are_keys (root))
    return GDK_EVENT_PROPAGATE;
  return wm_map_canvas_letter_key (canvas (self), keyval, state) ? GDK_EVENT_STOP
                                                                 : GDK_EVENT_PROPAGATE;
}

static void
wm_map_page_root (GtkWidget *widget)
{
  WmMapPage *self = WM_MAP_PAGE (widget);

  GTK_WIDGET_CLASS (wm_map_page_parent_class)->root (widget);
  self->letter_keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (self->letter_keys, GTK_PHASE_CAPTURE);
  g_signal_connect (self->letter_keys, "key-pressed", G_CALLBACK (letter_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (gtk_widget_get_root (widget)), self->letter_keys);
  /* A window being destroyed drops its controllers before it unroots its
   * children. */
  g_object_add_weak_pointer (G_OBJECT (self->letter_keys), (gpointer *)&self->letter_keys);
}

static void
wm_map_page_unroot (GtkWidget *widget)
{
  WmMapPage *self = WM_MAP_PAGE (widget);

  if (self->letter_keys != NULL)
    {
      GtkEventController *keys = self->letter_keys;
      g_clear_weak_pointer (&self->letter_keys);
      gtk_widget_remove_controller (gtk_event_controller_get_widget (keys), keys);
    }
  GTK_WIDGET_CLASS (wm_map_page_parent_class)->unroot (widget);
}

/* ---- class --------------------------------------------------------------------------------- */

/* The Region view draws the fort and the inn as the board on show in the
 * Board view places them. */
static void
board_spec_cb (WmMapPage *self)
{
  wm_map_canvas_set_board (canvas (self),
                           wm_board_preview_get_spec (WM_BOARD_PREVIEW (self->preview)));
}

/* A refused edit's message is about what was on show when it was refused:
 * another selection, tool, region or side, or the other view, and it was
 * stale ("s4 already leaves to the north-east" over a region without an
 * s4). The canvas clears its selection when it shows another region or
 * side. */
static void
clear_message_cb (WmMapPage *self)
{
  if (self->message != NULL)
    show_message (self, NULL);
}

static void
canvas_message_cb (WmMapCanvas *c, const char *text, WmMapPage *self)
{
  show_message (self, text);
}

static void
canvas_warning_cb (WmMapCanvas *c, const char *text, WmMapPage *self)
{
  show_message_as (self, text, TRUE);
}

static void
canvas_notice_cb (WmMapCanvas *c, const char *text, WmMapPage *self)
{
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (self), WM_TYPE_WINDOW);

  if (window != NULL)
    wm_window_toast (WM_WINDOW (window), text);
}

/* The Board view opens on the side last edited on the canvas: opened on
 * side A after an edit of side B, it said "Every port meets" of side A
 * while the new port of side B met nothing (review 6, R11). Without an
 * edit since, it keeps the side it showed. */
static void
board_to_edited_side (WmMapPage *self)
{
  WmBoardPreview *preview = WM_BOARD_PREVIEW (self->preview);

  if (self->edited_side >= 0 && wm_board_preview_get_side (preview) != self->edited_side)
    wm_board_preview_set_side (preview, self->edited_side);
  self->edited_side = -1;
}

/* @widget into @box after @after (NULL: first), from wherever it is. */
static void
move_into (GtkWidget *widget, GtkWidget *box, GtkWidget *after)
{
  g_autoptr (GtkWidget) keep = NULL;

  if (gtk_widget_get_parent (widget) == box && gtk_widget_get_prev_sibling (widget) == after)
    return;
  keep = g_object_ref (widget);
  if (gtk_widget_get_parent (widget) != NULL)
    gtk_box_remove (GTK_BOX (gtk_widget_get_parent (widget)), widget);
  gtk_box_insert_child_after (GTK_BOX (box), widget, after);
}

/* The Region or Board switch heads the sidebar and the side switch is
 * under the regions' buttons while the sidebar is shown. Hidden with it,
 * they left no way to turn the region over or to open the other view but
 * to show the list again: while it is hidden they are in the bar of the
 * view shown, after its sidebar button, where they take no width from
 * the canvas (the bar wraps onto a line more where it must). The keyboard
 * stays on the switch it was on. */
static void
place_switches (WmMapPage *self)
{
  GtkWidget *anchor = self->regions_shown ? NULL
                      : board_shown (self) ? self->board_toggle
                                           : self->region_toggle;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  int margin = anchor != NULL ? 0 : 8;

  if (focus != NULL && !gtk_widget_is_ancestor (focus, self->view_switch)
      && !gtk_widget_is_ancestor (focus, self->sides))
    focus = NULL;
  if (anchor == NULL)
    {
      move_into (self->view_switch, self->sidebar, NULL);
      move_into (self->sides, self->sidebar, self->region_buttons);
    }
  else
    {
      move_into (self->view_switch, gtk_widget_get_parent (anchor), anchor);
      move_into (self->sides, gtk_widget_get_parent (anchor), self->view_switch);
    }
  g_object_set (self->view_switch, "margin-start", margin, "margin-end", margin, "margin-top",
                margin, NULL);
  if (focus != NULL)
    gtk_widget_grab_focus (focus);
}

/* The tools and the inspector only apply to the region canvas; the Board
 * view has its setup pane where the inspector was. The view's toggles
 * follow the view shown by other means (a problem revealed on the map). */
static void
view_changed_cb (WmMapPage *self)
{
  gboolean region = gtk_stack_get_visible_child (GTK_STACK (self->stack)) == self->region_view;

  if (!region && self->document != NULL)
    board_to_edited_side (self);

  /* Before the toolbar is hidden, which would take the keyboard from the
   * switch just pressed there. */
  if (self->view_switch != NULL)
    place_switches (self);
  gtk_widget_set_visible (self->toolbar, region);
  gtk_widget_set_visible (self->inspector, region);
  gtk_widget_set_visible (gtk_widget_get_prev_sibling (self->inspector), region);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (region ? self->view_region : self->view_board),
                                TRUE);
  if (self->document != NULL)
    update_sides (self);
}

/* The Validation page, from the banner's list. */
static void
banner_validation_cb (GtkButton *button, WmMapPage *self)
{
  gtk_menu_button_popdown (GTK_MENU_BUTTON (self->banner_all));
  gtk_widget_activate_action (GTK_WIDGET (self), "win.show-section", "s", "validation");
}

/* The banner's button and its popover: every problem of the side, then a
 * way to the Validation page, which has those of the whole variant. */
static GtkWidget *
build_banner_all (WmMapPage *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *open = gtk_button_new_with_mnemonic (_("Open the _Validation Page"));
  GtkWidget *stack;

  self->banner_scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->banner_scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->banner_scroller),
                                                    TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->banner_scroller), 320);
  /* Wide enough that a long message takes a few lines, not a column. */
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (self->banner_scroller), 380);
  gtk_box_append (GTK_BOX (box), self->banner_scroller);
  gtk_widget_set_halign (open, GTK_ALIGN_END);
  g_signal_connect (open, "clicked", G_CALLBACK (banner_validation_cb), self);
  gtk_box_append (GTK_BOX (box), open);
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  self->banner_all = gtk_menu_button_new ();
  gtk_menu_button_set_label (GTK_MENU_BUTTON (self->banner_all), _("All Problems"));
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (self->banner_all), popover);
  gtk_widget_add_css_class (self->banner_all, "flat");
  gtk_widget_set_tooltip_text (self->banner_all,
                               _("Every problem of this side that is not marked on it"));
  /* As tall when it is not shown (no problems to list) as when it is, so
   * that the banner keeps its height; as wide as what it shows. */
  stack = gtk_stack_new ();
  gtk_stack_set_hhomogeneous (GTK_STACK (stack), FALSE);
  gtk_stack_set_vhomogeneous (GTK_STACK (stack), TRUE);
  gtk_stack_add_named (GTK_STACK (stack), self->banner_all, "all");
  gtk_stack_add_named (GTK_STACK (stack), gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0), "none");
  return stack;
}

/* Lines of the banner's text. */
#define BANNER_LINES 2

/* The banner is a row of its own above the canvas, two lines high, rather
 * than a card over the canvas's top: the card covered the spaces being
 * edited (review 14, R14-8). As its height never changes, the canvas
 * keeps its place when problems come and go, as it did under the card.
 * The Board view has no banner: its problems are those of the region side
 * on the canvas, not of the board, whose own problems are listed under
 * it. */
static GtkWidget *
build_region_view (WmMapPage *self)
{
  GtkWidget *view = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  self->banner = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_object_set (self->banner, "margin-start", 8, "margin-end", 4, "margin-top", 2,
                "margin-bottom", 2, NULL);
  self->banner_text = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->banner_text), 0);
  /* Two lines, cut with "…" after the second: one cut "No problems on
   * this side besides those marked on the map" in Italian (review 18).
   * Two lines high always, so that the canvas keeps its place. */
  gtk_label_set_wrap (GTK_LABEL (self->banner_text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->banner_text), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (GTK_LABEL (self->banner_text), BANNER_LINES);
  gtk_label_set_ellipsize (GTK_LABEL (self->banner_text), PANGO_ELLIPSIZE_END);
  gtk_widget_set_size_request (self->banner_text, -1,
                               wm_scroll_lines_height (self->banner_text, BANNER_LINES));
  gtk_widget_set_hexpand (self->banner_text, TRUE);
  gtk_box_append (GTK_BOX (self->banner), self->banner_text);
  gtk_box_append (GTK_BOX (self->banner), build_banner_all (self));
  gtk_box_append (GTK_BOX (view), self->banner);
  gtk_box_append (GTK_BOX (view), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_widget_set_vexpand (self->canvas, TRUE);
  gtk_box_append (GTK_BOX (view), self->canvas);
  update_banner (self);
  return view;
}

/* The views, with a refused edit's message over their bottom until the
 * next edit: under them, a message of two lines took a line from the
 * canvas and the side re-fitted, as with the banner. */
static GtkWidget *
build_views (WmMapPage *self)
{
  GtkWidget *overlay = gtk_overlay_new ();

  gtk_overlay_set_child (GTK_OVERLAY (overlay), self->stack);
  gtk_widget_set_vexpand (overlay, TRUE);
  self->status_card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->status_card, "card");
  g_object_set (self->status_card, "margin-start", 8, "margin-end", 8, "margin-bottom", 8,
                "valign", GTK_ALIGN_END, "can-target", FALSE, "visible", FALSE, NULL);
  self->status = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->status), 0);
  gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->status), PANGO_WRAP_WORD_CHAR);
  g_object_set (self->status, "margin-start", 10, "margin-end", 10, "margin-top", 6,
                "margin-bottom", 6, NULL);
  gtk_box_append (GTK_BOX (self->status_card), self->status);
  gtk_overlay_add_overlay (GTK_OVERLAY (overlay), self->status_card);
  return overlay;
}

/* The board on show turned over by other means (typed, Random, Next
 * Failing, the Variable setup switched). */
static void
board_side_cb (WmMapPage *self)
{
  if (self->document != NULL && board_shown (self))
    update_sides (self);
}

static void
wm_map_page_dispose (GObject *object)
{
  WmMapPage *self = WM_MAP_PAGE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_handle_id (&self->validate_idle, g_source_remove);
  g_clear_handle_id (&self->deferred_idle, g_source_remove);
  g_clear_pointer (&self->parts, g_hash_table_unref);
  g_clear_pointer (&self->unplaced, wm_diagnostics_free);
  g_clear_pointer (&self->deferred, g_ptr_array_unref);
  g_clear_pointer (&self->edited, g_hash_table_unref);
  g_clear_pointer (&self->paned, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_map_page_parent_class)->dispose (object);
}

static void
wm_map_page_finalize (GObject *object)
{
  g_free (WM_MAP_PAGE (object)->message);
  g_free (WM_MAP_PAGE (object)->listed);
  g_strfreev (WM_MAP_PAGE (object)->path_type_ids);
  G_OBJECT_CLASS (wm_map_page_parent_class)->finalize (object);
}

void
wm_map_page_set_regions_shown (WmMapPage *self, gboolean shown)
{
  GtkWidget *focus;

  g_return_if_fail (WM_IS_MAP_PAGE (self));

  shown = !!shown;
  if (self->regions_shown == shown)
    return;
  self->regions_shown = shown;
  /* The keyboard goes to the canvas rather than nowhere when it was in
   * the list hidden. */
  focus = gtk_widget_get_root (GTK_WIDGET (self)) != NULL
              ? gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)))
              : NULL;
  /* The switches go into the sidebar once it is shown, or out of it
   * before it is hidden, so that the keyboard can stay on them. */
  if (shown)
    gtk_widget_set_visible (self->sidebar, TRUE);
  place_switches (self);
  if (!shown && focus != NULL && gtk_widget_is_ancestor (focus, self->sidebar))
    gtk_widget_grab_focus (board_shown (self) ? self->preview : self->canvas);
  gtk_widget_set_visible (self->sidebar, shown);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REGIONS_SHOWN]);
}

gboolean
wm_map_page_get_regions_shown (WmMapPage *self)
{
  g_return_val_if_fail (WM_IS_MAP_PAGE (self), FALSE);
  return self->regions_shown;
}

static void
wm_map_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WmMapPage *self = WM_MAP_PAGE (object);

  switch (prop_id)
    {
    case PROP_REGIONS_SHOWN:
      g_value_set_boolean (value, self->regions_shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_map_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  WmMapPage *self = WM_MAP_PAGE (object);

  switch (prop_id)
    {
    case PROP_REGIONS_SHOWN:
      wm_map_page_set_regions_shown (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_map_page_class_init (WmMapPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_map_page_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_map_page_finalize;
  G_OBJECT_CLASS (klass)->get_property = wm_map_page_get_property;
  G_OBJECT_CLASS (klass)->set_property = wm_map_page_set_property;
  properties[PROP_REGIONS_SHOWN]
      = g_param_spec_boolean ("regions-shown", NULL, NULL, TRUE,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);
  /* The toggles in the views' bars; F9 (win.map-regions) activates it. */
  gtk_widget_class_install_property_action (GTK_WIDGET_CLASS (klass), "map.regions-shown",
                                            "regions-shown");
  GTK_WIDGET_CLASS (klass)->root = wm_map_page_root;
  GTK_WIDGET_CLASS (klass)->unroot = wm_map_page_unroot;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

/* The least width the canvas keeps beside the inspector; where the window
 * leaves less, the inspector goes under the canvas. */
#define CANVAS_MIN_WIDTH 300

/* The list of regions 200 px wide until the designer drags its divider;
 * the canvas beside it never shrinks below its own least width. */
static const WmPanedState sidebar_split = {
  .key = "map-sidebar-width",
  .side = WM_PANED_START,
  .fallback = 200,
};

static void
wm_map_page_init (WmMapPage *self)
{
  GtkWidget *centre = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *inner = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  self->parts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify)wm_diagnostics_free);
  self->deferred = g_ptr_array_new_with_free_func (g_free);
  self->edited_side = -1;
  self->edited = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_parent (self->paned, GTK_WIDGET (self));
  self->canvas = wm_map_canvas_new ();
  g_signal_connect (self->canvas, "message", G_CALLBACK (canvas_message_cb), self);
  g_signal_connect (self->canvas, "notice", G_CALLBACK (canvas_notice_cb), self);
  g_signal_connect (self->canvas, "warning", G_CALLBACK (canvas_warning_cb), self);
  g_signal_connect_swapped (self->canvas, "tool-changed", G_CALLBACK (tool_changed_cb), self);
  g_signal_connect_swapped (self->canvas, "tool-changed", G_CALLBACK (clear_message_cb), self);
  g_signal_connect_swapped (self->canvas, "selection-changed", G_CALLBACK (clear_message_cb),
                            self);
  g_signal_connect_swapped (self->canvas, "notify::path-type", G_CALLBACK (canvas_path_type_cb),
                            self);
  self->preview = wm_board_preview_new ();
  g_signal_connect_swapped (self->preview, "notify::side", G_CALLBACK (board_side_cb), self);
  g_signal_connect_swapped (self->preview, "notify::spec", G_CALLBACK (board_spec_cb), self);
  self->stack = gtk_stack_new ();
  self->region_view = build_region_view (self);
  gtk_stack_add_titled (GTK_STACK (self->stack), self->region_view, "region", _("Region"));
  gtk_stack_add_titled (GTK_STACK (self->stack), self->preview, "board", _("Board"));
  gtk_widget_set_vexpand (self->stack, TRUE);
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (clear_message_cb),
                            self);
  self->toolbar = build_toolbar (self);
  gtk_box_append (GTK_BOX (centre), self->toolbar);
  g_signal_connect_swapped (self->stack, "notify::visible-child", G_CALLBACK (view_changed_cb),
                            self);
  gtk_box_append (GTK_BOX (centre), build_views (self));
  self->inspector = wm_map_inspector_new (canvas (self));

  self->sidebar = build_sidebar (self);
  self->regions_shown = TRUE;
  gtk_paned_set_start_child (GTK_PANED (self->paned), self->sidebar);
  gtk_paned_set_shrink_start_child (GTK_PANED (self->paned), FALSE);
  gtk_paned_set_resize_start_child (GTK_PANED (self->paned), FALSE);
  gtk_paned_set_end_child (GTK_PANED (self->paned), inner);
  gtk_paned_set_shrink_end_child (GTK_PANED (self->paned), FALSE);
  wm_paned_state_bind (GTK_PANED (self->paned), &sidebar_split);
  gtk_widget_set_hexpand (centre, TRUE);
  gtk_box_append (GTK_BOX (inner), centre);
  gtk_box_append (GTK_BOX (inner), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (inner), self->inspector);
  /* The inspector beside the canvas, or under it where the window is too
   * narrow for both, rather than widen the window. */
  gtk_widget_set_layout_manager (inner, wm_side_layout_new (CANVAS_MIN_WIDTH));
  self->board_toggle = regions_toggle ();
  wm_board_preview_prepend_to_bar (WM_BOARD_PREVIEW (self->preview), self->board_toggle);
  place_switches (self);
  /* Hidden or shown as the designer last left it, in every window. */
  if (wm_settings_get () != NULL)
    g_settings_bind (wm_settings_get (), "map-regions-shown", self, "regions-shown",
                     G_SETTINGS_BIND_DEFAULT);
}

GtkWidget *
wm_map_page_new (void)
{
  return g_object_new (WM_TYPE_MAP_PAGE, NULL);
}
