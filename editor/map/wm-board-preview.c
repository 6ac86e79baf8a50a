#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "wm-board-preview.h"
#include "wm-board-setup.h"
#include "wm-map.h"
#include "wm-render-map.h"
#include "wm-render-util.h"
#include "wm-side-layout.h"
#include "wm-wrap-layout.h"

struct _WmBoardPreview
{
  GtkWidget parent_instance;

  WmDocument *document;
  WmMap *map;
  char *spec;
  guint n_problems;
  guint64 failing_index; /* where the next search for a failing arrangement starts */

  GtkWidget *view; /* the bars, the board and its problems */
  GtkWidget *bar;  /* Board Setup and the boards to show */
  GtkWidget *entry; /* GtkTextView: the arrangement, wrapped */
  GtkWidget *area;
  GtkWidget *status;
  GtkWidget *setup;        /* WmBoardSetup, in the pane beside the board */
  GtkWidget *setup_button; /* GtkToggleButton that shows the pane */
  GtkWidget *revealer;     /* GtkRevealer of the pane */
  gboolean focus_setup;    /* the form takes the keyboard once it is revealed */
  GRand *rand;
  gboolean stale;
  /* The side Board and Random deal: the one a game of the variant plays (B
   * when its Variable setup is on) until the Side switch or an arrangement
   * shown on one side chooses another. */
  int deal_side;
  int shown_side;          /* of every cell on show; -1 when they differ */
  gboolean variable_setup; /* the variant's Variable setup when last seen */
};

G_DEFINE_FINAL_TYPE (WmBoardPreview, wm_board_preview, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SIDE,
  PROP_SPEC,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
is_port_problem (const WmDiagnostic *diag)
{
  return g_str_has_prefix (diag->code, "map-port");
}

/* The side every cell of @arrangement lies on, or -1 when they differ. */
static int
side_of (const WmArrangement *arrangement)
{
  int n = arrangement->cols * arrangement->rows;

  for (int i = 1; i < n; i++)
    if (arrangement->cells[i].side != arrangement->cells[0].side)
      return -1;
  return n > 0 ? arrangement->cells[0].side : -1;
}

static void
set_shown_side (WmBoardPreview *self, int side)
{
  if (side >= 0)
    self->deal_side = side;
  if (self->shown_side == side)
    return;
  self->shown_side = side;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE]);
}

/* The field's text, its cells apart (", ", which the arrangement allows)
 * and its lines broken only there: within a cell a line broke after the
 * hyphen of an id ("quests-" | "r1"), as if it were two. No hyphen is put
 * in where a line breaks either: one would read as part of an id. */
static void
set_field_text (WmBoardPreview *self, const char *text)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->entry));
  g_auto (GStrv) cells = g_strsplit (text, ",", -1);
  GtkTextIter start, end;

  gtk_text_buffer_set_text (buffer, "", -1);
  for (guint i = 0; cells[i] != NULL; i++)
    {
      gtk_text_buffer_get_end_iter (buffer, &end);
      if (i > 0)
        gtk_text_buffer_insert (buffer, &end, ", ", -1);
      gtk_text_buffer_insert_with_tags_by_name (buffer, &end, g_strstrip (cells[i]), -1, "cell",
                                                NULL);
    }
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  gtk_text_buffer_apply_tag_by_name (buffer, "plain", &start, &end);
}

/* The board for a screen reader: its name says how many cells and which
 * side, its description each cell's region in reading order with its
 * turn, then what the line under the board says (@status). */
static void
update_accessible (WmBoardPreview *self, const WmArrangement *arrangement, const char *status)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autoptr (GString) cells = g_string_new (NULL);
  g_autofree char *label = NULL, *description = NULL;
  int n = arrangement->cols * arrangement->rows;

  for (int i = 0; i < n; i++)
    {
      const WmPlacement *pl = &arrangement->cells[i];
      const WmRegion *region = pl->region >= 0 && (guint)pl->region < variant->regions->len
                                   ? g_ptr_array_index (variant->regions, pl->region)
                                   : NULL;
      g_autofree char *named
          = region ? wm_variant_region_named (variant, region->id) : g_strdup ("?");
      if (i > 0)
        g_string_append (cells, "; ");
      /* TRANSLATORS: one cell of the board for a screen reader: the
       * region as in "“Heath” (r1)", its side (A or B), its clockwise
       * turn in degrees. */
      g_string_append_printf (cells, _("%1$s side %2$s turned %3$d°"), named,
                              pl->side ? "B" : "A", pl->quarters * 90);
    }
  /* TRANSLATORS: the Board view's board for a screen reader: columns,
   * rows, and the side shown ("A", "B" or "A and B"). */
  label = g_strdup_printf (_("Board of %1$d × %2$d cells, side %3$s"), arrangement->cols,
                           arrangement->rows,
                           self->shown_side < 0 ? _("A and B") : self->shown_side ? "B" : "A");
  description = g_strdup_printf ("%s. %s", cells->str, status);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* Builds the map of @arrangement and shows it with its problems. */
static void
show (WmBoardPreview *self, const WmArrangement *arrangement)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new (NULL);
  g_autoptr (GString) status = g_string_new (NULL);
  g_autofree char *old_spec = NULL;

  set_shown_side (self, side_of (arrangement));

  g_clear_pointer (&self->map, wm_map_unref);
  old_spec = g_steal_pointer (&self->spec);
  self->map = wm_map_build (variant, arrangement, problems);
  self->spec = wm_arrangement_to_string (variant, arrangement);
  if (g_strcmp0 (old_spec, self->spec) != 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEC]);
  wm_board_setup_show_board (WM_BOARD_SETUP (self->setup), arrangement);
  self->n_problems = wm_diagnostics_count (problems);
  set_field_text (self, self->spec);
  if (self->n_problems == 0)
    g_string_append_printf (status, _("Every port meets. %d wrap links."),
                            self->map ? self->map->n_wraps : 0);
  for (guint i = 0; i < self->n_problems && i < 3; i++)
    {
      g_autofree char *line = wm_diagnostic_message_as_sentence (wm_diagnostics_get (problems, i));

      g_string_append_printf (status, "%s%s", i ? "\n" : "", line);
    }
  if (self->n_problems > 3)
    g_string_append_printf (status, _("\n… %u problems in all"), self->n_problems);
  gtk_label_set_text (GTK_LABEL (self->status), status->str);
  update_accessible (self, arrangement, status->str);
  gtk_widget_queue_draw (self->area);
}

gboolean
wm_board_preview_set_spec (WmBoardPreview *self, const char *spec)
{
  WmVariant *variant;
  g_autoptr (WmArrangement) arrangement = NULL;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (WM_IS_BOARD_PREVIEW (self), FALSE);
  if (self->document == NULL)
    return FALSE;
  variant = wm_document_get_variant (self->document);
  arrangement = spec ? wm_arrangement_parse (variant, spec, &error)
                     : wm_arrangement_default (variant, self->deal_side == 1);
  if (arrangement == NULL)
    {
      /* A sentence of its own, as the Validation page's rows: the parser's
       * message is written to follow "error:" (review l, s7). */
      WmDiagnostic refusal = { .message = error ? error->message : NULL };
      g_autofree char *sentence = wm_diagnostic_message_as_sentence (&refusal);

      gtk_label_set_text (GTK_LABEL (self->status),
                          error ? sentence : _("The board has no cells"));
      g_clear_pointer (&self->map, wm_map_unref);
      wm_board_setup_show_board (WM_BOARD_SETUP (self->setup), NULL);
      set_shown_side (self, -1);
      gtk_widget_queue_draw (self->area);
      return FALSE;
    }
  show (self, arrangement);
  return self->map != NULL;
}

const char *
wm_board_preview_get_spec (WmBoardPreview *self)
{
  return self->spec;
}

int
wm_board_preview_get_side (WmBoardPreview *self)
{
  g_return_val_if_fail (WM_IS_BOARD_PREVIEW (self), -1);
  return self->shown_side;
}

void
wm_board_preview_set_side (WmBoardPreview *self, int side)
{
  g_return_if_fail (WM_IS_BOARD_PREVIEW (self));
  g_return_if_fail (side == 0 || side == 1);

  self->deal_side = side;
  wm_board_preview_set_spec (self, NULL);
}

/* Dealt as a game deals its board when the setup gives no arrangement
 * (wm_game_new ()): the same function, on the side chosen, so that side B
 * has its quest decks shuffled over the regions and their towns placed. */
void
wm_board_preview_random (WmBoardPreview *self)
{
  g_autoptr (WmArrangement) arrangement = NULL;

  g_return_if_fail (WM_IS_BOARD_PREVIEW (self));
  if (self->document == NULL)
    return;
  arrangement = wm_arrangement_random (wm_document_get_variant (self->document),
                                       self->deal_side == 1, self->rand);
  if (arrangement != NULL)
    show (self, arrangement);
}

/* A click must answer at once: every arrangement of a board as large as the
 * base game's (12,288 over both sides) is looked at, a larger one (a 3 × 3
 * board has 95 billion per side) is sampled at random. */
#define FAILING_SEARCH_LIMIT 12288

static gboolean
fails_port_check (WmVariant *variant, const WmArrangement *arrangement)
{
  g_autoptr (WmDiagnostics) problems = wm_diagnostics_new (NULL);
  g_autoptr (WmMap) map = wm_map_build (variant, arrangement, problems);

  for (guint i = 0; i < wm_diagnostics_count (problems); i++)
    if (is_port_problem (wm_diagnostics_get (problems, i)))
      return TRUE;
  return FALSE;
}

/* The board last shown (its arrangement kept in self->spec when a later
 * one was refused), else the default one. */
static void
show_last_board (WmBoardPreview *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autoptr (WmArrangement) arrangement
      = self->spec ? wm_arrangement_parse (variant, self->spec, NULL) : NULL;

  if (arrangement == NULL)
    arrangement = wm_arrangement_default (variant, self->deal_side == 1);
  if (arrangement != NULL)
    show (self, arrangement);
}

gboolean
wm_board_preview_next_failing (WmBoardPreview *self)
{
  WmVariant *variant;
  guint64 count, total;
  gboolean exhaustive;

  g_return_val_if_fail (WM_IS_BOARD_PREVIEW (self), FALSE);
  if (self->document == NULL)
    return FALSE;
  variant = wm_document_get_variant (self->document);
  count = wm_arrangement_count (variant);
  exhaustive = wm_arrangement_countable (variant) && count <= FAILING_SEARCH_LIMIT / 2;
  total = exhaustive ? count * 2 : FAILING_SEARCH_LIMIT;
  /* Exhaustive: side A's arrangements, then side B's, from where the last
   * search stopped. Sampled: random ones, the two sides in turn. */
  for (guint64 step = 1; step <= total; step++)
    {
      guint64 index = (self->failing_index + step) % total;
      g_autoptr (WmArrangement) arrangement
          = exhaustive ? wm_arrangement_nth (variant, index / count, index % count)
                       : wm_arrangement_random (variant, step % 2 == 0, self->rand);

      if (arrangement != NULL && fails_port_check (variant, arrangement))
        {
          self->failing_index = exhaustive ? index : 0;
          show (self, arrangement);
          return TRUE;
        }
    }
  /* After a refused arrangement the board area was left empty, the
   * refused text in the field (review l, s7): the board shown before it
   * comes back, so that what the sentence says is of a board in view. */
  if (self->map == NULL)
    show_last_board (self);
  if (exhaustive)
    gtk_label_set_text (GTK_LABEL (self->status),
                        _("Every arrangement the setup allows passes the port check."));
  else
    {
      g_autofree char *text = g_strdup_printf (
          _("None of %d random arrangements fails the port check; the setup allows too many to "
            "try them all."),
          FAILING_SEARCH_LIMIT);
      gtk_label_set_text (GTK_LABEL (self->status), text);
    }
  return FALSE;
}

guint
wm_board_preview_get_n_problems (WmBoardPreview *self)
{
  return self->n_problems;
}

guint
wm_board_preview_get_n_wraps (WmBoardPreview *self)
{
  return self->map ? self->map->n_wraps : 0;
}

/* ---- drawing --------------------------------------------------------------------- */

/* Each wrap link as a dashed stub from both of its spaces out over the
 * nearest outer border, ending in a tag with the link's number: the two
 * tags with one number are the two ends of one link. */
static void
draw_wrap_end (cairo_t *cr, const WmMapSpace *sp, double w, double h, int number)
{
  double d[4] = { sp->y, w - sp->x, h - sp->y, sp->x };
  double ex = sp->x, ey = sp->y;
  g_autofree char *tag = g_strdup_printf ("%d", number);
  int edge = 0;

  for (int e = 1; e < 4; e++)
    if (d[e] < d[edge])
      edge = e;
  switch (edge)
    {
    case 0:
      ey = -0.9;
      break;
    case 1:
      ex = w + 0.9;
      break;
    case 2:
      ey = h + 0.9;
      break;
    default:
      ex = -0.9;
      break;
    }
  cairo_move_to (cr, sp->x, sp->y);
  cairo_line_to (cr, ex, ey);
  cairo_stroke (cr);
  cairo_save (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  cairo_arc (cr, ex, ey, 0.32, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  wm_draw_text (cr, tag, ex - 0.32, ey - 0.22, 0.64, 0.32, TRUE, WM_ALIGN_CENTER);
  cairo_restore (cr);
}

static void
draw_wraps (cairo_t *cr, const WmMap *map, double cols, double rows)
{
  double dash[] = { 0.2, 0.12 };
  double w = cols * map->cell_size, h = rows * map->cell_size;

  cairo_save (cr);
  cairo_set_line_width (cr, 0.07);
  cairo_set_dash (cr, dash, 2, 0);
  for (int i = 0; i < map->n_wraps; i++)
    {
      /* Roads purple, lakes blue. */
      if (map->wraps[i].lake_a >= 0)
        cairo_set_source_rgba (cr, 0.10, 0.35, 0.70, 0.85);
      else
        cairo_set_source_rgba (cr, 0.45, 0.15, 0.60, 0.85);
      draw_wrap_end (cr, &map->spaces[map->wraps[i].a], w, h, i + 1);
      if (map->wraps[i].lake_a >= 0)
        cairo_set_source_rgba (cr, 0.10, 0.35, 0.70, 0.85);
      else
        cairo_set_source_rgba (cr, 0.45, 0.15, 0.60, 0.85);
      draw_wrap_end (cr, &map->spaces[map->wraps[i].b], w, h, i + 1);
    }
  cairo_restore (cr);
}

static void
draw_cb (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  WmBoardPreview *self = data;
  WmMapStyle style;
  double w, h, scale;

  cairo_set_source_rgb (cr, 0.93, 0.93, 0.91);
  cairo_paint (cr);
  if (self->map == NULL)
    return;
  w = self->map->arrangement->cols * self->map->cell_size;
  h = self->map->arrangement->rows * self->map->cell_size;
  /* A margin of two units round the board leaves room for wrap links. */
  scale = MIN (width / (w + 4), height / (h + 4));
  cairo_translate (cr, (width - w * scale) / 2, (height - h * scale) / 2);
  cairo_scale (cr, scale, scale);
  wm_map_style_init (&style);
  style.lang = wm_variant_display_language (self->map->variant);
  wm_render_map (cr, self->map, &style);
  draw_wraps (cr, self->map, self->map->arrangement->cols, self->map->arrangement->rows);
}

/* ---- controls ---------------------------------------------------------------------- */

/* Enter shows the arrangement typed, as an entry's would; the line
 * breaks a paste put in it are no part of it. */
static gboolean
entry_key_cb (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
              WmBoardPreview *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (self->entry));
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree char *spec = NULL;

  if (keyval != GDK_KEY_Return && keyval != GDK_KEY_KP_Enter && keyval != GDK_KEY_ISO_Enter)
    return FALSE;
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  lines = g_strsplit_set (text, "\r\n", -1);
  spec = g_strjoinv ("", lines);
  wm_board_preview_set_spec (self, g_strstrip (spec));
  return TRUE;
}

/* Lines the arrangement's field shows: side B's cells are long
 * ("r1:B:0:quests-r1:elmswick:calder"), and the base game's 2 × 2 board
 * of them takes four lines of the view beside the Board Setup pane in
 * German at 1280 px. */
#define FIELD_LINES 4

/* The arrangement in a field of FIELD_LINES wrapped lines, scrolled
 * beyond them, across the view: a one-line entry beside the Board Setup
 * button showed side B's cut (review 16, R16-9). Its height is fixed, so
 * that nothing waits on the text view to measure itself again when the
 * pane narrows the view (GTK 4.8 does not). */
static GtkWidget *
arrangement_field (WmBoardPreview *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkTextView *view;
  PangoFontMetrics *metrics;
  int line;

  self->entry = gtk_text_view_new ();
  view = GTK_TEXT_VIEW (self->entry);
  /* Lines break between cells (set_field_text ()). */
  gtk_text_view_set_wrap_mode (view, GTK_WRAP_WORD_CHAR);
  gtk_text_buffer_create_tag (gtk_text_view_get_buffer (view), "plain", "insert-hyphens", FALSE,
                              NULL);
  gtk_text_buffer_create_tag (gtk_text_view_get_buffer (view), "cell", "allow-breaks", FALSE,
                              NULL);
  gtk_text_view_set_accepts_tab (view, FALSE);
  gtk_text_view_set_left_margin (view, 6);
  gtk_text_view_set_right_margin (view, 6);
  gtk_text_view_set_top_margin (view, 4);
  gtk_text_view_set_bottom_margin (view, 4);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The arrangement"), -1);
  gtk_widget_set_tooltip_text (self->entry,
                               _("The arrangement: REGION:SIDE:DEGREES per cell, row by row"));
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (entry_key_cb), self);
  gtk_widget_add_controller (self->entry, keys);

  metrics = pango_context_get_metrics (gtk_widget_get_pango_context (self->entry), NULL, NULL);
  line = PANGO_PIXELS_CEIL (pango_font_metrics_get_height (metrics));
  pango_font_metrics_unref (metrics);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->entry);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_has_frame (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller),
                                              FIELD_LINES * line + 4 + 4);
  gtk_widget_set_hexpand (scroller, TRUE);
  return scroller;
}

/* Rebuilt from the edited variant, keeping the arrangement on show; while
 * the preview is hidden only marked, so that edits on the canvas do not pay
 * for a board nobody looks at. */
static void
document_changed_cb (WmBoardPreview *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autofree char *spec = NULL;

  /* Variable setup switched on or off (Rules page): the board of the side
   * a game now plays, rather than one the variant no longer deals. */
  if (variant->options.variable_setup != self->variable_setup)
    {
      self->variable_setup = variant->options.variable_setup;
      self->deal_side = self->variable_setup ? 1 : 0;
      g_clear_pointer (&self->spec, g_free);
    }
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  spec = g_strdup (self->spec);
  self->stale = FALSE;
  wm_board_preview_set_spec (self, spec);
}

static void
preview_map_cb (WmBoardPreview *self)
{
  if (self->stale && self->document != NULL)
    document_changed_cb (self);
}

void
wm_board_preview_set_document (WmBoardPreview *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_BOARD_PREVIEW (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  g_clear_pointer (&self->spec, g_free);
  self->failing_index = 0;
  if (document == NULL)
    return;
  self->variable_setup = wm_document_get_variant (document)->options.variable_setup;
  self->deal_side = self->variable_setup ? 1 : 0;
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  wm_board_setup_set_document (WM_BOARD_SETUP (self->setup), document);
  wm_board_preview_set_spec (self, NULL);
}

WmBoardSetup *
wm_board_preview_get_setup (WmBoardPreview *self)
{
  g_return_val_if_fail (WM_IS_BOARD_PREVIEW (self), NULL);
  return WM_BOARD_SETUP (self->setup);
}

static GtkWidget *
button (const char *label, const char *tooltip, GCallback cb, gpointer data)
{
  GtkWidget *b = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_tooltip_text (b, tooltip);
  g_signal_connect_swapped (b, "clicked", cb, data);
  return b;
}

static void
default_clicked_cb (WmBoardPreview *self)
{
  wm_board_preview_set_spec (self, NULL);
}

/* After an edit of the <board> element the preview shows its arrangement:
 * the one on show may no longer fit the board's size. */
static void
board_edited_cb (WmBoardPreview *self)
{
  wm_board_preview_set_spec (self, NULL);
}

/* Shown from the button, the form takes the keyboard as the popover it
 * used to be in did, once it has slid in (until then it cannot); hidden,
 * the keyboard goes back to the button rather than to nowhere. At
 * construction nobody asked for it, so nothing moves. */
static void
setup_toggled_cb (WmBoardPreview *self)
{
  gboolean active = gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->setup_button));

  self->focus_setup = active && gtk_widget_is_focus (self->setup_button);
  if (!active && gtk_widget_get_focus_child (self->revealer) != NULL)
    gtk_widget_grab_focus (self->setup_button);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->revealer), active);
}

static void
setup_revealed_cb (WmBoardPreview *self)
{
  if (self->focus_setup && gtk_revealer_get_child_revealed (GTK_REVEALER (self->revealer)))
    gtk_widget_child_focus (self->setup, GTK_DIR_TAB_FORWARD);
  self->focus_setup = FALSE;
}

/* Around the form in its pane. */
#define SETUP_MARGIN 12

/* The Board Setup form in a pane at the end of the view, beside the board
 * rather than over it, so that each change shows on the board as it is
 * made. It stays open until its button closes it. The pane scrolls a tall
 * form (a board of many rows) but never sideways: its settings are always
 * seen whole (the cells scroll on their own, with a scrollbar in sight),
 * and where the window is too narrow for both, the pane goes under the
 * board (WmSideLayout). */
static GtkWidget *
setup_pane (WmBoardPreview *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  self->setup = wm_board_setup_new ();
  g_signal_connect_swapped (self->setup, "edited", G_CALLBACK (board_edited_cb), self);
  g_object_set (self->setup, "margin-start", SETUP_MARGIN, "margin-end", SETUP_MARGIN, "margin-top",
                SETUP_MARGIN, "margin-bottom", SETUP_MARGIN, NULL);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), self->setup);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  /* A scrollbar always in sight where the form is taller than the pane (an
   * overlay one shows only under the pointer): under the board the pane is
   * short, and the cells below its edge would go unnoticed. */
  gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scroller), FALSE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  /* Under the board the pane is as tall as the form, as far as the board
   * leaves room (WmSideLayout keeps the board at least half the height). */
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  self->revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (self->revealer),
                                    GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT);
  gtk_revealer_set_child (GTK_REVEALER (self->revealer), scroller);
  g_signal_connect_swapped (self->revealer, "notify::child-revealed",
                            G_CALLBACK (setup_revealed_cb), self);
  return self->revealer;
}

static GtkWidget *
setup_button (WmBoardPreview *self)
{
  self->setup_button = gtk_toggle_button_new_with_mnemonic (_("Board Se_tup"));
  gtk_widget_set_tooltip_text (self->setup_button,
                               _("The <board> element: size, how regions are laid out and "
                                 "turned, each cell's region"));
  g_signal_connect_swapped (self->setup_button, "toggled", G_CALLBACK (setup_toggled_cb), self);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->setup_button), TRUE);
  return self->setup_button;
}

/* The least width the board keeps beside the pane; where the window leaves
 * less, the pane goes under the board instead, full width, rather than
 * squeeze the board to a stamp or cut the form off. */
#define BOARD_MIN_WIDTH 320

/* ---- class -------------------------------------------------------------------------- */

static void
wm_board_preview_dispose (GObject *object)
{
  WmBoardPreview *self = WM_BOARD_PREVIEW (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  self->view = self->revealer = NULL;
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (wm_board_preview_parent_class)->dispose (object);
}

static void
wm_board_preview_finalize (GObject *object)
{
  WmBoardPreview *self = WM_BOARD_PREVIEW (object);

  g_clear_pointer (&self->map, wm_map_unref);
  g_free (self->spec);
  g_rand_free (self->rand);
  G_OBJECT_CLASS (wm_board_preview_parent_class)->finalize (object);
}

static void
wm_board_preview_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WmBoardPreview *self = WM_BOARD_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_SIDE:
      g_value_set_int (value, self->shown_side);
      break;
    case PROP_SPEC:
      g_value_set_string (value, self->spec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_board_preview_class_init (WmBoardPreviewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_board_preview_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_board_preview_finalize;
  G_OBJECT_CLASS (klass)->get_property = wm_board_preview_get_property;
  properties[PROP_SIDE]
      = g_param_spec_int ("side", NULL, NULL, -1, 1, -1,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The arrangement shown (wm_board_preview_get_spec ()), notified when
   * another is: the Region view draws its fort and inn as this board
   * decides them. */
  properties[PROP_SPEC]
      = g_param_spec_string ("spec", NULL, NULL, NULL,
                             G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (G_OBJECT_CLASS (klass), N_PROPS, properties);
}

static void
wm_board_preview_init (WmBoardPreview *self)
{
  GtkWidget *view = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *shows = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *line = gtk_separator_new (GTK_ORIENTATION_VERTICAL);

  self->rand = g_rand_new ();
  self->shown_side = -1;
  g_signal_connect (self, "map", G_CALLBACK (preview_map_cb), NULL);
  /* The view (bars, board, problems) and the setup pane beside it, or
   * under it where the window leaves the board too little room beside,
   * or too little for the pane's cells: a board of four columns is better
   * seen whole under the board (at 1280 px in German) than scrolled. */
  self->view = view;
  gtk_widget_set_parent (view, GTK_WIDGET (self));
  gtk_widget_set_hexpand (view, TRUE);
  gtk_widget_set_parent (line, GTK_WIDGET (self));
  gtk_widget_set_parent (setup_pane (self), GTK_WIDGET (self));
  gtk_widget_set_layout_manager (GTK_WIDGET (self), wm_side_layout_new (BOARD_MIN_WIDTH));
  wm_side_layout_keep_whole (WM_SIDE_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                             wm_board_setup_get_cells (WM_BOARD_SETUP (self->setup)),
                             2 * SETUP_MARGIN);
  /* No line at the edge where the pane is hidden. */
  g_object_bind_property (self->revealer, "reveal-child", line, "visible", G_BINDING_SYNC_CREATE);
  /* The Board Setup toggle, then the three ways to pick a board to show
   * as one linked group, which wraps whole under the toggle where the
   * view is narrow (the pane open, a longer language), and breaks only
   * where one button a line is all the room there is: its least width is
   * the widest button's, as the page's was. The arrangement under them,
   * across the view. */
  gtk_widget_set_margin_top (bar, 6);
  self->bar = bar;
  gtk_widget_set_layout_manager (bar, wm_wrap_layout_new (6, 6));
  gtk_box_append (GTK_BOX (bar), setup_button (self));
  gtk_widget_set_layout_manager (shows, wm_wrap_layout_new (0, 6));
  gtk_widget_add_css_class (shows, "linked");
  gtk_box_append (GTK_BOX (shows), button (_("_Board"), _("The arrangement of the <board> element"),
                                           G_CALLBACK (default_clicked_cb), self));
  gtk_box_append (GTK_BOX (shows), button (_("_Random"),
                                           _("A board dealt at random as a game deals it, on "
                                             "the side shown (on side B its quest decks and "
                                             "towns too)"),
                                           G_CALLBACK (wm_board_preview_random), self));
  gtk_box_append (GTK_BOX (shows),
                  button (_("Next _Failing"), _("The next arrangement whose ports do not meet"),
                          G_CALLBACK (wm_board_preview_next_failing), self));
  gtk_box_append (GTK_BOX (bar), shows);
  gtk_box_append (GTK_BOX (view), bar);
  gtk_box_append (GTK_BOX (view), arrangement_field (self));
  for (GtkWidget *w = bar; w != NULL; w = w == bar ? gtk_widget_get_next_sibling (bar) : NULL)
    {
      gtk_widget_set_margin_start (w, 6);
      gtk_widget_set_margin_end (w, 6);
    }
  self->area = gtk_drawing_area_new ();
  gtk_widget_set_vexpand (self->area, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw_cb, self, NULL);
  gtk_box_append (GTK_BOX (view), self->area);
  self->status = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->status), 0);
  gtk_label_set_wrap (GTK_LABEL (self->status), TRUE);
  gtk_widget_set_margin_start (self->status, 8);
  gtk_widget_set_margin_bottom (self->status, 6);
  gtk_box_append (GTK_BOX (view), self->status);
}

void
wm_board_preview_prepend_to_bar (WmBoardPreview *self, GtkWidget *widget)
{
  g_return_if_fail (WM_IS_BOARD_PREVIEW (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));
  gtk_box_prepend (GTK_BOX (self->bar), widget);
}

GtkWidget *
wm_board_preview_new (void)
{
  return g_object_new (WM_TYPE_BOARD_PREVIEW, NULL);
}
