/* The Map page's region side under Xvfb, for what review 16 and the
 * sixteenth session left open: the Copy A to B button on one line in the
 * sidebar in English, German and Italian; the side's counts in the
 * inspector and in the question before a copy saying the same about its
 * lakes; castle slots tied for the fort marked on the canvas, with a
 * tooltip (R16-5); the Board view's arrangement whole and its three
 * buttons on one row beside the Board Setup pane (R16-9). With WM_SHOT_DIR set, PNGs of the window go there. */

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "wm-board-preview.h"
#include "wm-board-setup.h"
#include "wm-map-canvas.h"
#include "wm-map-edits.h"
#include "wm-map-inspector.h"
#include "wm-map-page.h"
#include "wm-test-gui.h"
#include "wm-test-lang.h"

/* A Map page of @doc alone in a window of @width × @height px, showing
 * side @side of r1. */
static WmMapPage *
show_page (WmDocument *doc, int side, GtkWidget **window, int width, int height)
{
  GtkWidget *page = wm_map_page_new ();

  *window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (*window), width, height);
  gtk_window_set_child (GTK_WINDOW (*window), page);
  wm_map_page_set_document (WM_MAP_PAGE (page), doc);
  gtk_window_present (GTK_WINDOW (*window));
  wm_test_resize_window (GTK_WINDOW (*window), width, height);
  wm_map_page_show_region (WM_MAP_PAGE (page), "r1", side);
  wm_test_wait_frame (page);
  wm_test_iterate (100);
  return WM_MAP_PAGE (page);
}

static GtkWidget *
copy_button (WmMapPage *page)
{
  GtkLabel *label = wm_test_find_label_with (GTK_WIDGET (page), _("Copy A to B"));

  g_assert_nonnull (label);
  return gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_BUTTON);
}

/* The sixteenth session's note: "Copy Side A to Side B" wrapped to two
 * lines in the sidebar. In English, German and Italian the label is one
 * line, whole, inside the sidebar. */
static void
test_copy_button_one_line (gconstpointer data)
{
  const char *const *lang = data;
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autoptr (WmDocument) doc = NULL;
  g_autofree char *shot = NULL;
  GtkWidget *window, *button, *sidebar;
  PangoLayout *layout;
  WmMapPage *page;
  graphene_rect_t b, s;
  int natural;

  if (!wm_test_use_language (lang[0], lang[1], "Side A"))
    {
      g_test_skip ("no catalogue or locale for the language");
      return;
    }
  doc = wm_document_new_from_base ();
  page = show_page (doc, 0, &window, 1280, 800);
  button = copy_button (page);
  g_assert_true (gtk_widget_get_visible (button) && gtk_widget_get_sensitive (button));
  layout = gtk_label_get_layout (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))));
  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);
  g_assert_false (pango_layout_is_ellipsized (layout));
  /* Inside the sidebar (the box of the side switch above it). */
  sidebar = gtk_widget_get_parent (button);
  g_assert_true (gtk_widget_compute_bounds (button, window, &b));
  g_assert_true (gtk_widget_compute_bounds (sidebar, window, &s));
  g_assert_cmpfloat (b.origin.x, >=, s.origin.x);
  g_assert_cmpfloat (b.origin.x + b.size.width, <=, s.origin.x + s.size.width);
  /* Nor does it widen the sidebar past its 200 px (its margins 8 px). */
  gtk_widget_measure (button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (natural, <=, 200 - 2 * 8);
  shot = g_strdup_printf ("map-copy-button-%s", lang[0] ? lang[0] : "en");
  wm_test_screenshot (window, shot);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The counts of side B of r1 in the inspector and in the question before
 * Copy A to B agree: it has no inland lake and four corner lakes (the
 * question said "4 lakes", the inspector "0 lakes"). */
static void
test_counts_agree (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  GtkWidget *window, *dialog;
  WmMapPage *page = show_page (doc, 1, &window, 1280, 800);

  g_assert_nonnull (wm_test_find_label_with (
      GTK_WIDGET (page), "32 spaces, 40 paths, 0 lakes, 4 corner lakes, 12 ports"));
  g_signal_emit_by_name (copy_button (page), "clicked");
  wm_test_wait_for ((dialog = wm_test_open_message_dialog ()) != NULL, "the question");
  wm_test_iterate (100);
  g_assert_nonnull (wm_test_find_label_with (dialog, "4 corner lakes"));
  g_assert_null (wm_test_find_label_with (dialog, "4 lakes"));
  g_assert_nonnull (wm_test_find_label_with (dialog, "32 spaces"));
  wm_test_screenshot (dialog, "map-copy-question-lakes");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  wm_test_iterate (100);
  g_assert_false (wm_document_can_undo (doc));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* R16-5: castle slots s11 and s22 of r1 equally near the map edge in some
 * boards: each has a tooltip that says so, with the printed sheet's words
 * on why both show the fort's weapon; other slots have none. */
static void
test_fort_tie_tooltip (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmSide *side = wm_map_find_side (wm_document_get_variant (doc), "r1", 0);
  g_autofree char *plain = NULL;
  GtkWidget *window;
  WmMapPage *page;
  WmMapCanvas *canvas;

  wm_side_find_space (side, "s22")->y = 3.7; /* as far from the edge as s11 */
  page = show_page (doc, 0, &window, 1280, 800);
  canvas = wm_map_page_get_canvas (page);
  wm_map_page_validate_all_now (page);
  wm_test_wait_for (wm_map_canvas_get_marker (canvas, "s22") >= 0, "the tie marked");
  {
    g_autofree char *tip = wm_map_canvas_fort_tie_tooltip (canvas, "s11");
    g_autofree char *other = wm_map_canvas_fort_tie_tooltip (canvas, "s22");

    g_assert_true (g_str_has_prefix (tip, "Castle slots s11 and s22 are equally near the map edge "
                                          "in some boards: there neither is the fort"));
    g_assert_nonnull (strstr (tip, "\nBoth castle slots show "));
    g_assert_true (g_str_has_prefix (other, "Castle slots s22 and s11 "));
  }
  {
    /* A slot the designer labelled is named by its label, its id after. */
    g_autofree char *tip = NULL, *other = NULL;

    wm_side_find_space (side, "s11")->label = g_strdup ("Old Keep");
    tip = wm_map_canvas_fort_tie_tooltip (canvas, "s11");
    other = wm_map_canvas_fort_tie_tooltip (canvas, "s22");
    g_assert_true (g_str_has_prefix (tip, "Castle slots “Old Keep” (s11) and s22 are equally near"));
    g_assert_true (g_str_has_prefix (other, "Castle slots s22 and “Old Keep” (s11) are "));
    g_clear_pointer (&wm_side_find_space (side, "s11")->label, g_free);
  }
  {
    /* Shown wrapped at a reading width, not on one line ~970 px long. */
    GtkWidget *label = g_object_ref_sink (wm_map_canvas_fort_tie_label (canvas, "s11"));
    int min, nat;

    g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
    gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
    g_test_message ("tie tooltip: %d px wide at most", nat);
    g_assert_cmpint (nat, <=, 520);
    g_assert_null (wm_map_canvas_fort_tie_label (canvas, "s2"));
    g_object_unref (label);
  }
  plain = wm_map_canvas_fort_tie_tooltip (canvas, "s2");
  g_assert_null (plain);
  g_assert_true (gtk_widget_get_has_tooltip (GTK_WIDGET (canvas)));
  wm_test_screenshot (window, "map-fort-tie");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* @text of a mnemonic label as the label shows it: "_Random" → "Random". */
static char *
shown_text (const char *text)
{
  GString *out = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (*p != '_')
      g_string_append_c (out, *p);
  return g_string_free (out, FALSE);
}

/* The button of @root whose label shows exactly @text. */
static GtkWidget *
find_button (GtkWidget *root, const char *text)
{
  if (GTK_IS_BUTTON (root) && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (root)))
      && g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (root)))),
                    text)
             == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
button_labelled (GtkWidget *root, const char *mnemonic)
{
  g_autofree char *text = shown_text (mnemonic);
  GtkWidget *button = find_button (root, text);

  g_assert_nonnull (button);
  return button;
}

/* R16-9: side B of the base game's board in the Board view beside the
 * Board Setup pane, 765 px wide as in the 1200 px window Waymark opens
 * with: the arrangement ("r1:B:0:quests-r1:elmswick:calder,…") shows
 * whole, wrapped, in its field (a one-line entry cut it), and Board,
 * Random and Next Failing lie on one row ("Nächste fehlerhafte" went to a
 * row of its own; German says "Nächster Fehler" now), in English, German
 * and Italian. */
static void
test_board_bar (gconstpointer data)
{
  const char *const *lang = data;
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autoptr (WmDocument) doc = NULL;
  g_autofree char *shot = NULL;
  g_autofree char *shown = NULL;
  GtkWidget *window, *preview, *field, *scroller, *board, *random, *next;
  GtkAdjustment *down;
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  graphene_rect_t a, b, c;

  if (!wm_test_use_language (lang[0], lang[1], "Side A"))
    {
      g_test_skip ("no catalogue or locale for the language");
      return;
    }
  doc = wm_document_new_from_base ();
  preview = wm_board_preview_new ();
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 765, 740);
  gtk_window_set_child (GTK_WINDOW (window), preview);
  wm_board_preview_set_document (WM_BOARD_PREVIEW (preview), doc);
  gtk_window_present (GTK_WINDOW (window));
  wm_test_resize_window (GTK_WINDOW (window), 765, 740);
  wm_board_preview_set_side (WM_BOARD_PREVIEW (preview), 1);
  wm_test_wait_frame (preview);
  wm_test_iterate (300);

  field = wm_test_find_of_type (preview, GTK_TYPE_TEXT_VIEW);
  g_assert_nonnull (field);
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (field));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  {
    /* The spec, its cells apart. */
    g_auto (GStrv) cells = g_strsplit (shown, ", ", -1);
    g_autofree char *joined = g_strjoinv (",", cells);
    GtkTextIter line;

    g_assert_cmpstr (joined, ==, wm_board_preview_get_spec (WM_BOARD_PREVIEW (preview)));
    /* Each line of the field begins a cell: none breaks within an id
     * ("quests-" | "r1"). */
    wm_test_wait_laid_out (field, "the arrangement field");
    line = start;
    while (gtk_text_view_forward_display_line (GTK_TEXT_VIEW (field), &line)
           && !gtk_text_iter_is_end (&line))
      {
        GtkTextIter before = line;
        gtk_text_iter_backward_char (&before);
        g_assert_cmpint (gtk_text_iter_get_char (&before), ==, ' ');
      }
  }
  g_assert_nonnull (strstr (shown, "r1:B:0:quests-r1:"));
  /* Whole: its field has no more to scroll to. */
  scroller = gtk_widget_get_ancestor (field, GTK_TYPE_SCROLLED_WINDOW);
  g_assert_nonnull (scroller);
  down = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  wm_test_wait_for (gtk_adjustment_get_upper (down) > 0, "the field laid out");
  g_assert_cmpfloat (gtk_adjustment_get_upper (down), <=, gtk_adjustment_get_page_size (down));

  board = button_labelled (preview, _("_Board"));
  random = button_labelled (preview, _("_Random"));
  next = button_labelled (preview, _("Next _Failing"));
  g_assert_true (gtk_widget_compute_bounds (board, window, &a));
  g_assert_true (gtk_widget_compute_bounds (random, window, &b));
  g_assert_true (gtk_widget_compute_bounds (next, window, &c));
  g_assert_cmpfloat (a.origin.y, ==, b.origin.y);
  g_assert_cmpfloat (b.origin.y, ==, c.origin.y);
  g_assert_cmpfloat (c.origin.x + c.size.width, <=, gtk_widget_get_width (window));
  shot = g_strdup_printf ("map-board-bar-%s", lang[0] ? lang[0] : "en");
  wm_test_screenshot (window, shot);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- long names on the inspector's drop-downs ------------------------------------- */

/* A designer's long names, in each of the base game's languages; the path
 * type longer than the inspector is wide. */
static const char *const long_town = "Saint Margaret upon the Greater Millbrook";
static const char *const long_weapon = "Two-handed longsword of the border watch";
static const char *const long_path
    = "Narrow mountain trail over the high pass of the Greater Millbrook valley";

static void
name_all (WmText *text, const char *value)
{
  for (const char *const *l = (const char *const[]){ "en", "de", "it", NULL }; *l; l++)
    wm_text_set (text, *l, value);
}

/* The drop-down under @root whose chosen item is @name, shown. */
static gboolean
is_choosing (GtkWidget *widget, gconstpointer name)
{
  GObject *item;

  if (!GTK_IS_DROP_DOWN (widget) || !gtk_widget_get_mapped (widget))
    return FALSE;
  item = gtk_drop_down_get_selected_item (GTK_DROP_DOWN (widget));
  return GTK_IS_STRING_OBJECT (item)
         && g_strcmp0 (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), name) == 0;
}

/* A mapped label showing text. */
static gboolean
is_shown_label (GtkWidget *widget, gconstpointer unused)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget);
}

/* The drop-down of the inspector that shows @name chosen reads it whole on
 * its button, inside the inspector. */
static void
assert_chosen_whole (GtkWidget *page, const char *name)
{
  GtkWidget *inspector = wm_test_find_of_type (page, WM_TYPE_MAP_INSPECTOR);
  GtkWidget *dd = wm_test_find_widget (inspector, is_choosing, name);
  GtkWidget *label;
  PangoLayout *layout;
  PangoRectangle text;
  graphene_rect_t b;

  g_assert_nonnull (dd);
  label = wm_test_find_widget (dd, is_shown_label, NULL);
  g_assert_nonnull (label);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, name);
  layout = gtk_label_get_layout (GTK_LABEL (label));
  pango_layout_get_pixel_extents (layout, NULL, &text);
  g_test_message ("“%s”: %d lines, %d px of %d, %s", name, pango_layout_get_line_count (layout),
                  text.width, gtk_widget_get_width (label),
                  pango_layout_is_ellipsized (layout) ? "ellipsized" : "whole");
  g_assert_false (pango_layout_is_ellipsized (layout));
  g_assert_cmpint (text.x + text.width, <=, gtk_widget_get_width (label));
  g_assert_cmpint (text.y + text.height, <=, gtk_widget_get_height (label));
  g_assert_true (gtk_widget_compute_bounds (dd, inspector, &b));
  g_assert_cmpfloat (b.origin.x + b.size.width, <=, gtk_widget_get_width (inspector) + 0.5);
}

/* Selects @space of the page's side (NULL: none), shoots the window as @shot-@lang,
 * and checks that the inspector shows @name whole. */
static void
select_showing_whole (WmMapPage *page, const char *space, const char *name, const char *shot,
                      const char *lang)
{
  g_autofree char *file = g_strdup_printf ("%s-%s", shot, lang ? lang : "en");

  wm_map_canvas_select (wm_map_page_get_canvas (page),
                        space != NULL ? (const char *[]){ space, NULL } : NULL);
  wm_test_wait_frame (GTK_WIDGET (page));
  wm_test_iterate (50);
  wm_test_screenshot (GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (page))), file);
  assert_chosen_whole (GTK_WIDGET (page), name);
}

static void
test_long_names (gconstpointer data)
{
  const char *const *lang = data;
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autoptr (WmDocument) doc = NULL;
  const char *town_slot = NULL, *castle = NULL;
  GtkWidget *window;
  WmVariant *variant;
  WmSide *side;
  WmMapPage *page;
  WmMapCanvas *canvas;

  if (!wm_test_use_language (lang[0], lang[1], "Side A"))
    {
      g_test_skip ("no catalogue or locale for the language");
      return;
    }
  doc = wm_document_new_from_base ();
  variant = wm_document_get_variant (doc);
  side = wm_map_find_side (variant, "r1", 0);
  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *sp = g_ptr_array_index (side->spaces, i);
      if (town_slot == NULL && sp->kind == WM_SPACE_TOWN && sp->town != NULL)
        town_slot = sp->id;
      if (castle == NULL && sp->kind == WM_SPACE_CASTLE)
        castle = sp->id;
    }
  g_assert_nonnull (town_slot);
  g_assert_nonnull (castle);
  name_all (&wm_variant_find_town (variant, wm_side_find_space (side, town_slot)->town)->name,
            long_town);
  name_all (&((WmWeaponType *) g_ptr_array_index (
                  variant->weapon_types,
                  wm_variant_weapon_type_index (variant,
                                                wm_variant_find_region (variant, "r1")->fort_weapon)))
                 ->name,
            long_weapon);
  for (guint i = 0; i < variant->path_types->len; i++)
    name_all (&((WmPathType *) g_ptr_array_index (variant->path_types, i))->name, long_path);

  page = show_page (doc, 0, &window, 1024, 768);
  canvas = wm_map_page_get_canvas (page);
  wm_map_page_set_regions_shown (page, TRUE);
  select_showing_whole (page, town_slot, long_town, "map-long-town", lang[0]);
  select_showing_whole (page, castle, long_weapon, "map-long-weapon", lang[0]);
  /* The region's own rows, nothing selected: its fort's weapon. */
  select_showing_whole (page, NULL, long_weapon, "map-long-region-weapon", lang[0]);
  /* The path type, longer than the inspector is wide, wraps under each of
   * the space's paths and is cut short in the toolbar: the inspector stays
   * beside the canvas (it went under it, the canvas a third as large). */
  {
    GtkWidget *inspector = wm_test_find_of_type (GTK_WIDGET (page), WM_TYPE_MAP_INSPECTOR);
    graphene_rect_t i, c;

    g_assert_true (gtk_widget_compute_bounds (inspector, window, &i));
    g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (canvas), window, &c));
    g_test_message ("inspector at %.0f, %.0f px wide; canvas %.0f × %.0f", i.origin.x,
                    i.size.width, c.size.width, c.size.height);
    g_assert_cmpfloat (i.origin.x, >=, c.origin.x + c.size.width);
    g_assert_cmpfloat (c.size.width, >=, 500);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* ---- what stays in place ------------------------------------------------------------ */

typedef struct
{
  const char *const *lang;
  int width, height;
} SizeCase;

/* The base game's Map page in a window of @c's size, in @c's language
 * (the caller keeps the language to put back); NULL, the test skipped,
 * where the system lacks the language. */
static WmMapPage *
show_case (const SizeCase *c, WmDocument **doc, GtkWidget **window)
{
  if (!wm_test_use_language (c->lang[0], c->lang[1], "Side A"))
    {
      g_test_skip ("no catalogue or locale for the language");
      return NULL;
    }
  *doc = wm_document_new_from_base ();
  return show_page (*doc, 0, window, c->width, c->height);
}

/* The Kind drop-down under @root (the inspector's, the toolbar's). */
static GtkWidget *
kind_drop_down (GtkWidget *root)
{
  GtkWidget *kind = wm_test_find_drop_down_listing (root, wm_map_space_kind_label (0));

  g_assert_nonnull (kind);
  return kind;
}

/* Where the canvas and the inspector lie in @window once what was set
 * going has been laid out. */
static void
bounds_now (GtkWidget *window, WmMapPage *page, graphene_rect_t *canvas, graphene_rect_t *inspector)
{
  wm_test_wait_frame (GTK_WIDGET (page));
  wm_test_iterate (30);
  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_true (
      gtk_widget_compute_bounds (GTK_WIDGET (wm_map_page_get_canvas (page)), window, canvas));
  g_assert_true (gtk_widget_compute_bounds (
      wm_test_find_of_type (GTK_WIDGET (page), WM_TYPE_MAP_INSPECTOR), window, inspector));
}

static void
assert_same_rect (const graphene_rect_t *a, const graphene_rect_t *b, const char *what,
                  const char *after)
{
  if (!graphene_rect_equal (a, b))
    g_error ("the %s moved after %s: %.0f, %.0f, %.0f × %.0f, then %.0f, %.0f, %.0f × %.0f",
             what, after, a->origin.x, a->origin.y, a->size.width, a->size.height, b->origin.x,
             b->origin.y, b->size.width, b->size.height);
}

/* Review of a new variant: a castle slot's Kind, wider on its drop-down,
 * widened the inspector, the toolbar wrapped to a second row and the
 * canvas dropped ~40 px under the designer's next click. At 1024 × 768
 * and 1280 × 800, in English, German and Italian, the canvas and the
 * inspector stay where they are whatever is selected and whatever kind
 * the space is given in the inspector's Kind. */
static void
test_canvas_stays (gconstpointer data)
{
  const SizeCase *c = data;
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autoptr (WmDocument) doc = NULL;
  g_autofree char *shot = NULL;
  GtkWidget *window, *inspector, *kind;
  graphene_rect_t canvas0, inspector0, canvas1, inspector1;
  WmMapPage *page = show_case (c, &doc, &window);
  WmMapCanvas *canvas;
  WmSide *side;

  if (page == NULL)
    return;
  side = wm_map_find_side (wm_document_get_variant (doc), "r1", 0);
  canvas = wm_map_page_get_canvas (page);
  inspector = wm_test_find_of_type (GTK_WIDGET (page), WM_TYPE_MAP_INSPECTOR);
  wm_map_canvas_select (canvas, (const char *[]){ "s1", NULL });
  bounds_now (window, page, &canvas0, &inspector0);
  g_test_message ("canvas at %.0f, %.0f, %.0f × %.0f; inspector %.0f px wide", canvas0.origin.x,
                  canvas0.origin.y, canvas0.size.width, canvas0.size.height,
                  inspector0.size.width);
  /* a space of each kind the side has, then nothing */
  for (int k = 0; k < WM_N_SPACE_KINDS; k++)
    for (guint i = 0; i < side->spaces->len; i++)
      {
        const WmSpace *sp = g_ptr_array_index (side->spaces, i);
        g_autofree char *after = NULL;
        if ((int)sp->kind != k)
          continue;
        after = g_strdup_printf ("selecting %s (%s)", sp->id, wm_map_space_kind_label (k));
        wm_map_canvas_select (canvas, (const char *[]){ sp->id, NULL });
        bounds_now (window, page, &canvas1, &inspector1);
        assert_same_rect (&canvas0, &canvas1, "canvas", after);
        assert_same_rect (&inspector0, &inspector1, "inspector", after);
        break;
      }
  /* each kind for new spaces in the toolbar */
  kind = kind_drop_down (wm_map_page_get_toolbar (page));
  for (int k = WM_N_SPACE_KINDS - 1; k >= 0; k--)
    {
      g_autofree char *after
          = g_strdup_printf ("choosing %s for new spaces", wm_map_space_kind_label (k));
      gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), k);
      bounds_now (window, page, &canvas1, &inspector1);
      if (k == WM_SPACE_CASTLE)
        {
          g_autofree char *toolbar_shot = g_strdup_printf (
              "map-new-castle-%dx%d-%s", c->width, c->height, c->lang[0] ? c->lang[0] : "en");
          wm_test_screenshot (window, toolbar_shot);
        }
      assert_same_rect (&canvas0, &canvas1, "canvas", after);
      assert_same_rect (&inspector0, &inspector1, "inspector", after);
    }
  /* s1 made each kind in turn in the inspector, as the designer does */
  wm_map_canvas_select (canvas, (const char *[]){ "s1", NULL });
  for (int k = WM_N_SPACE_KINDS - 1; k >= 0; k--)
    {
      g_autofree char *after = g_strdup_printf ("making s1 %s", wm_map_space_kind_label (k));
      wm_test_wait_frame (GTK_WIDGET (page));
      kind = kind_drop_down (inspector);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), k);
      bounds_now (window, page, &canvas1, &inspector1);
      g_assert_cmpint (wm_side_find_space (wm_map_find_side (wm_document_get_variant (doc), "r1", 0),
                                           "s1")
                           ->kind,
                       ==, k);
      if (k == WM_SPACE_CASTLE)
        {
          shot = g_strdup_printf ("map-kind-castle-%dx%d-%s", c->width, c->height,
                                  c->lang[0] ? c->lang[0] : "en");
          wm_test_screenshot (window, shot);
        }
      assert_same_rect (&canvas0, &canvas1, "canvas", after);
      assert_same_rect (&inspector0, &inspector1, "inspector", after);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Review of a new variant: a plain space's inspector showed a greyed Town
 * drop-down reading "(none)", as if a town were still to be chosen. Only
 * a town slot shows the Town row, usable; a space made a town slot in the
 * Kind drop-down gets it at once, and loses it made plain again. */
static void
test_town_row_for_town_slots (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  WmSide *side = wm_map_find_side (wm_document_get_variant (doc), "r1", 0);
  const char *plain = NULL, *town = NULL, *castle = NULL;
  GtkWidget *window, *inspector, *dd;
  WmMapPage *page;
  WmMapCanvas *canvas;

  for (guint i = 0; i < side->spaces->len; i++)
    {
      const WmSpace *sp = g_ptr_array_index (side->spaces, i);
      if (plain == NULL && sp->kind == WM_SPACE_PLAIN)
        plain = sp->id;
      if (town == NULL && sp->kind == WM_SPACE_TOWN && sp->town != NULL)
        town = sp->id;
      if (castle == NULL && sp->kind == WM_SPACE_CASTLE)
        castle = sp->id;
    }
  page = show_page (doc, 0, &window, 1280, 800);
  canvas = wm_map_page_get_canvas (page);
  inspector = wm_test_find_of_type (GTK_WIDGET (page), WM_TYPE_MAP_INSPECTOR);
  dd = wm_test_find_drop_down_listing (inspector, _("(none)"));
  g_assert_nonnull (dd);

  wm_map_canvas_select (canvas, (const char *[]){ town, NULL });
  wm_test_wait_frame (GTK_WIDGET (page));
  g_assert_true (gtk_widget_get_mapped (dd) && gtk_widget_is_sensitive (dd));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dd)), >, 0);
  for (guint i = 0; i < 2; i++)
    {
      wm_map_canvas_select (canvas, (const char *[]){ i == 0 ? plain : castle, NULL });
      wm_test_wait_frame (GTK_WIDGET (page));
      /* nor its title */
      g_assert_false (gtk_widget_get_mapped (gtk_widget_get_prev_sibling (dd)));
      g_assert_false (gtk_widget_get_mapped (dd));
    }
  wm_test_screenshot (window, "map-castle-no-town-row");

  wm_map_canvas_select (canvas, (const char *[]){ plain, NULL });
  wm_test_wait_frame (GTK_WIDGET (page));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (kind_drop_down (inspector)), WM_SPACE_TOWN);
  wm_test_wait_frame (GTK_WIDGET (page));
  wm_test_iterate (50);
  g_assert_cmpint (wm_side_find_space (wm_map_find_side (wm_document_get_variant (doc), "r1", 0), plain)
                       ->kind,
                   ==, WM_SPACE_TOWN);
  g_assert_true (gtk_widget_get_mapped (dd) && gtk_widget_is_sensitive (dd));
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dd)), ==, 0);
  wm_test_screenshot (window, "map-new-town-slot-town-row");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_wait_frame (GTK_WIDGET (page));
  wm_test_iterate (50);
  g_assert_false (gtk_widget_get_mapped (dd));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Board Setup pane's width: the scrolled window the form lies in. */
static double
setup_pane_width (GtkWidget *preview, GtkWidget *window)
{
  GtkWidget *setup = wm_test_find_of_type (preview, WM_TYPE_BOARD_SETUP);
  GtkWidget *pane = gtk_widget_get_ancestor (setup, GTK_TYPE_REVEALER);
  graphene_rect_t b;

  g_assert_true (gtk_widget_compute_bounds (pane, window, &b));
  return b.size.width;
}

/* Review of a new variant: Board Setup → Random widened the pane from
 * 310 to 430 px, and the board beside it shrank. At 1024 × 768 and
 * 1280 × 800, in English, German and Italian, the pane keeps its width
 * over Random dealt several times and back to Board. */
static void
test_setup_pane_stays (gconstpointer data)
{
  const SizeCase *c = data;
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autoptr (WmDocument) doc = NULL;
  g_autofree char *shot = NULL;
  GtkWidget *window, *preview, *random, *board;
  WmMapPage *page = show_case (c, &doc, &window);
  double width;

  if (page == NULL)
    return;
  g_assert_true (wm_map_page_reveal (page, "board", NULL));
  preview = wm_map_page_get_board_preview (page);
  wm_test_wait_laid_out (wm_test_find_of_type (preview, WM_TYPE_BOARD_SETUP), "the setup form");
  wm_test_wait_frame (preview);
  wm_test_iterate (300);
  width = setup_pane_width (preview, window);
  g_test_message ("the pane %.0f px wide", width);
  random = button_labelled (preview, _("_Random"));
  board = button_labelled (preview, _("_Board"));
  for (int i = 0; i < 6; i++)
    {
      wm_test_click (i < 5 ? random : board);
      wm_test_wait_frame (preview);
      wm_test_iterate (400);
      wm_test_wait_frame (preview);
      if (i == 0)
        {
          shot = g_strdup_printf ("map-board-random-%dx%d-%s", c->width, c->height,
                                  c->lang[0] ? c->lang[0] : "en");
          wm_test_screenshot (window, shot);
        }
      g_assert_cmpfloat (setup_pane_width (preview, window), ==, width);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  static const char *en[] = { NULL, "C.UTF-8" }, *de[] = { "de", "de_DE.UTF-8" },
                    *it[] = { "it", "it_IT.UTF-8" };

  wm_test_private_env ("wm-map-side-xdg");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_data_func ("/map/side-gui/copy-button-one-line/en", en, test_copy_button_one_line);
  g_test_add_data_func ("/map/side-gui/copy-button-one-line/de", de, test_copy_button_one_line);
  g_test_add_data_func ("/map/side-gui/copy-button-one-line/it", it, test_copy_button_one_line);
  g_test_add_data_func ("/map/side-gui/board-bar/en", en, test_board_bar);
  g_test_add_data_func ("/map/side-gui/board-bar/de", de, test_board_bar);
  g_test_add_data_func ("/map/side-gui/board-bar/it", it, test_board_bar);
  g_test_add_func ("/map/side-gui/counts-agree", test_counts_agree);
  g_test_add_func ("/map/side-gui/fort-tie-tooltip", test_fort_tie_tooltip);
  g_test_add_data_func ("/map/side-gui/long-names/en", en, test_long_names);
  g_test_add_data_func ("/map/side-gui/long-names/de", de, test_long_names);
  g_test_add_data_func ("/map/side-gui/long-names/it", it, test_long_names);
  g_test_add_func ("/map/side-gui/town-row-for-town-slots", test_town_row_for_town_slots);
  for (guint i = 0; i < 6; i++)
    {
      static SizeCase cases[6];
      const char *const *langs[] = { en, de, it };
      const char *names[] = { "en", "de", "it" };
      g_autofree char *stays = NULL, *pane = NULL;

      cases[i] = (SizeCase){ langs[i % 3], i < 3 ? 1024 : 1280, i < 3 ? 768 : 800 };
      stays = g_strdup_printf ("/map/side-gui/canvas-stays/%dx%d/%s", cases[i].width,
                               cases[i].height, names[i % 3]);
      pane = g_strdup_printf ("/map/side-gui/setup-pane-stays/%dx%d/%s", cases[i].width,
                              cases[i].height, names[i % 3]);
      g_test_add_data_func (stays, &cases[i], test_canvas_stays);
      g_test_add_data_func (pane, &cases[i], test_setup_pane_stays);
    }
  return g_test_run ();
}
