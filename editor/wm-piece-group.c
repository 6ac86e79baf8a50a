#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-locale.h"
#include "wm-piece-group.h"
#include "wm-piece-removal.h"
#include "wm-render-util.h"
#include "wm-scroll.h"
#include "wm-window.h"

struct _WmPieceGroup
{
  AdwPreferencesGroup parent_instance;

  WmPieceKind kind;
  WmDocument *document;
  char **ids;      /* the pieces the rows show, in order */
  char **langs;    /* the variant's languages the rows have a name for */
  GPtrArray *rows; /* of PieceRow, owned by their expander rows */
  char *added;     /* the piece Add just made: its row opens, its name takes the focus */
  /* Set while the widgets are updated from the document, so that their
   * change signals do not turn into new commands. */
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (WmPieceGroup, wm_piece_group, ADW_TYPE_PREFERENCES_GROUP)

/* One piece's row and the editors inside it. */
typedef struct
{
  WmPieceGroup *group;
  char *id;
  GtkWidget *expander, *swatch, *color, *style, *remove;
  GPtrArray *names; /* an entry row per language, its code as "wm-lang" */
} PieceRow;

static void
piece_row_free (PieceRow *row)
{
  g_free (row->id);
  g_ptr_array_unref (row->names);
  g_free (row);
}

static WmVariant *
variant_of (WmPieceGroup *self)
{
  return wm_document_get_variant (self->document);
}

/* The swatch draws the piece as the map does: a town's shape in its
 * colour, a path type's line with its dash, a weapon type's disc. */
static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  PieceRow *row = data;
  const char *color = NULL, *style = NULL;
  WmRgb rgb;

  if (row->group->document == NULL
      || !wm_piece_get (variant_of (row->group), row->group->kind, row->id, NULL, &color, &style))
    return;
  rgb = wm_rgb_parse (color, (WmRgb){ 0.5, 0.5, 0.5 });
  if (row->group->kind == WM_PIECE_PATH_TYPE)
    {
      double dash = g_strcmp0 (style, "dashed") == 0 ? 5 : 1.5;
      cairo_set_line_width (cr, 4);
      cairo_set_line_cap (cr, g_strcmp0 (style, "dotted") == 0 ? CAIRO_LINE_CAP_ROUND
                                                               : CAIRO_LINE_CAP_BUTT);
      if (g_strcmp0 (style, "solid") != 0)
        {
          double pattern[] = { g_strcmp0 (style, "dotted") == 0 ? 0 : dash, 6 };
          cairo_set_dash (cr, pattern, 2, 0);
        }
      cairo_move_to (cr, 2, height / 2.0);
      cairo_line_to (cr, width - 2, height / 2.0);
      wm_set_rgb (cr, rgb);
      cairo_stroke (cr);
      return;
    }
  wm_shape_path (cr, style, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 2);
  wm_set_rgb (cr, rgb);
  cairo_fill_preserve (cr);
  /* A light town (Harrowdale's white) stays visible on a light row. */
  cairo_set_source_rgba (cr, 0, 0, 0, 0.45);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

static void
name_apply_cb (AdwEntryRow *entry, PieceRow *row)
{
  WmPieceGroup *self = row->group;
  g_autoptr (GError) error = NULL;
  const char *lang = g_object_get_data (G_OBJECT (entry), "wm-lang");

  if (!wm_piece_edit_name (self->document, self->kind, row->id, lang,
                           gtk_editable_get_text (GTK_EDITABLE (entry)), &error))
    {
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      gtk_widget_set_tooltip_text (GTK_WIDGET (entry), error->message);
      gtk_widget_error_bell (GTK_WIDGET (entry));
    }
}

static void
color_set_cb (GtkColorButton *button, PieceRow *row)
{
  GdkRGBA rgba;
  g_autofree char *hex = NULL;
  g_autoptr (GError) error = NULL;

  if (row->group->updating)
    return;
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  hex = g_strdup_printf ("#%02x%02x%02x", (int)(rgba.red * 255 + 0.5),
                         (int)(rgba.green * 255 + 0.5), (int)(rgba.blue * 255 + 0.5));
  if (!wm_piece_edit_color (row->group->document, row->group->kind, row->id, hex, &error))
    wm_window_report (GTK_WIDGET (row->group), error);
}

static void
style_selected_cb (AdwComboRow *combo, GParamSpec *pspec, PieceRow *row)
{
  const char *const *styles = wm_piece_styles (row->group->kind);
  guint selected = adw_combo_row_get_selected (combo);
  g_autoptr (GError) error = NULL;

  if (row->group->updating || selected == GTK_INVALID_LIST_POSITION)
    return;
  if (!wm_piece_edit_style (row->group->document, row->group->kind, row->id, styles[selected],
                            &error))
    wm_window_report (GTK_WIDGET (row->group), error);
}

static void
remove_clicked_cb (GtkButton *button, PieceRow *row)
{
  g_autoptr (GError) error = NULL;

  /* A town or weapon type still in use may go with its uses, once asked. */
  if (wm_piece_removal_ask (GTK_WIDGET (row->group), row->group->document, row->group->kind,
                            row->id))
    return;
  if (!wm_piece_edit_remove (row->group->document, row->group->kind, row->id, &error))
    wm_window_report (GTK_WIDGET (row->group), error);
}

static GtkWidget *
new_style_row (PieceRow *row)
{
  const char *const *styles = wm_piece_styles (row->group->kind);
  GtkStringList *titles = gtk_string_list_new (NULL);
  GtkWidget *combo = adw_combo_row_new ();

  for (int i = 0; styles[i] != NULL; i++)
    gtk_string_list_append (titles, wm_piece_style_title (styles[i]));
  adw_combo_row_set_model (ADW_COMBO_ROW (combo), G_LIST_MODEL (titles));
  g_object_unref (titles);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (combo),
                                 row->group->kind == WM_PIECE_TOWN ? _ ("Shape") : _ ("Line"));
  g_signal_connect (combo, "notify::selected", G_CALLBACK (style_selected_cb), row);
  return combo;
}

static GtkWidget *
new_color_row (PieceRow *row)
{
  GtkWidget *action = adw_action_row_new ();

  row->color = gtk_color_button_new ();
  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (row->color), FALSE);
  gtk_widget_set_valign (row->color, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (action), _ ("Colour"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->color), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ ("Colour"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (action), row->color);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (action), row->color);
  g_signal_connect (row->color, "color-set", G_CALLBACK (color_set_cb), row);
  return action;
}

/* A name row for each of the variant's languages, titled as the
 * Overview titles its rows ("Name (Deutsch)"; just "Name" for a variant
 * of one language): a town named "Ashford" in English is seen still to
 * be "Neue Stadt" in German, and is renamed there without switching the
 * window's text language. */
static void
add_name_rows (PieceRow *row, char **langs)
{
  gboolean several = langs[0] != NULL && langs[1] != NULL;

  for (guint i = 0; langs[i] != NULL; i++)
    {
      g_autofree char *language = wm_locale_language_name (langs[i]);
      g_autofree char *title
          = several ? g_strdup_printf ("%s (%s)", _ ("Name"), language) : g_strdup (_ ("Name"));
      GtkWidget *name = adw_entry_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name), title);
      g_object_set_data_full (G_OBJECT (name), "wm-lang", g_strdup (langs[i]), g_free);
      /* Applied with Enter or the row's button, not at each key: every
       * edit is an undo step. */
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (name), TRUE);
      g_signal_connect (name, "apply", G_CALLBACK (name_apply_cb), row);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row->expander), name);
      g_ptr_array_add (row->names, name);
    }
}

/* The name row of the window's text language, which a new piece's
 * focus goes to; the first when the variant lacks that language. */
static GtkWidget *
display_name_row (PieceRow *row, const char *lang)
{
  for (guint i = 0; i < row->names->len; i++)
    {
      GtkWidget *name = g_ptr_array_index (row->names, i);
      if (g_strcmp0 (g_object_get_data (G_OBJECT (name), "wm-lang"), lang) == 0)
        return name;
    }
  return row->names->len > 0 ? g_ptr_array_index (row->names, 0) : NULL;
}

static PieceRow *
new_row (WmPieceGroup *self, const char *id)
{
  PieceRow *row = g_new0 (PieceRow, 1);
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  row->remove = remove;
  row->group = self;
  row->id = g_strdup (id);
  row->names = g_ptr_array_new ();
  row->expander = adw_expander_row_new ();
  /* Names are the designer's text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row->expander), FALSE);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row->expander), id);
  g_object_set_data_full (G_OBJECT (row->expander), "wm-piece-row", row,
                          (GDestroyNotify)piece_row_free);

  row->swatch = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (row->swatch), 24);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (row->swatch), 24);
  gtk_widget_set_valign (row->swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (row->swatch), draw_swatch, row, NULL);
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (row->expander), row->swatch);

  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (remove, "flat");
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_clicked_cb), row);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (row->expander), remove);

  add_name_rows (row, self->langs);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (row->expander), new_color_row (row));
  if (wm_piece_styles (self->kind) != NULL)
    {
      row->style = new_style_row (row);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (row->expander), row->style);
    }
  return row;
}

static guint
style_index (WmPieceKind kind, const char *style)
{
  const char *const *styles = wm_piece_styles (kind);

  for (guint i = 0; styles != NULL && styles[i] != NULL; i++)
    if (g_strcmp0 (styles[i], style) == 0)
      return i;
  return 0;
}

/* The trash button says which piece it removes: a screen reader reads
 * the buttons of a list one by one, and "Remove" alone named none. */
static void
name_remove_button (PieceRow *row, const char *shown)
{
  static const char *const removes[] = {
    [WM_PIECE_TOWN] = N_ ("Remove the town “%s”"),
    [WM_PIECE_PATH_TYPE] = N_ ("Remove the path type “%s”"),
    [WM_PIECE_WEAPON_TYPE] = N_ ("Remove the weapon type “%s”"),
  };
  g_autofree char *label = g_strdup_printf (_ (removes[row->group->kind]), shown);

  gtk_widget_set_tooltip_text (row->remove, label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
}

/* Shows the piece's values; the widgets never hold state of their own. */
static void
refresh_row (WmPieceGroup *self, PieceRow *row)
{
  const WmVariant *variant = variant_of (self);
  const WmText *name;
  const char *color, *style, *shown;
  GdkRGBA rgba;

  if (!wm_piece_get (variant, self->kind, row->id, &name, &color, &style))
    return;
  shown = wm_variant_display_name (variant, name, row->id);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row->expander), shown);
  name_remove_button (row, shown);
  for (guint i = 0; i < row->names->len; i++)
    {
      GtkWidget *entry = g_ptr_array_index (row->names, i);
      const char *text = wm_text_get_exact (name, g_object_get_data (G_OBJECT (entry), "wm-lang"));
      if (text == NULL)
        text = "";
      if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), text) != 0)
        gtk_editable_set_text (GTK_EDITABLE (entry), text);
      gtk_widget_remove_css_class (entry, "error");
      gtk_widget_set_tooltip_text (entry, NULL);
    }
  if (gdk_rgba_parse (&rgba, color))
    gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (row->color), &rgba);
  if (row->style != NULL)
    adw_combo_row_set_selected (ADW_COMBO_ROW (row->style), style_index (self->kind, style));
  gtk_widget_queue_draw (row->swatch);
}

static gboolean
same_ids (char **a, char **b)
{
  return a != NULL && b != NULL && g_strv_equal ((const char *const *)a, (const char *const *)b);
}

/* The new piece's name is the first thing to change: it takes the focus
 * at once, before the next key is handled (a name typed right after +
 * lost its first letters while the focus waited for the row to open), and
 * the page scrolls to the row once the row has a place on it. */
static void
focus_new_name (WmPieceGroup *self, PieceRow *row, const char *lang)
{
  GtkWidget *name = display_name_row (row, lang);

  if (name != NULL)
    wm_scroll_grab_in_place (name, NULL);
  wm_scroll_to_when_laid_out (row->expander, GTK_WIDGET (self));
}

/* Rebuilds the rows when pieces or languages came or went, keeping open
 * the rows that were open; a piece just added opens, and its row is
 * returned (NULL when none was added). */
static PieceRow *
rebuild (WmPieceGroup *self, char **ids)
{
  PieceRow *added_row = NULL;

  g_autoptr (GHashTable) open = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *added = g_steal_pointer (&self->added);

  for (guint i = 0; i < self->rows->len; i++)
    {
      PieceRow *row = g_ptr_array_index (self->rows, i);
      if (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (row->expander)))
        g_hash_table_add (open, g_strdup (row->id));
      adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self), row->expander);
    }
  g_ptr_array_set_size (self->rows, 0);
  for (int i = 0; ids[i] != NULL; i++)
    {
      PieceRow *row = new_row (self, ids[i]);
      /* Opened before it is shown, the row is open at once rather than
       * sliding open again at every rebuild, and the new one has its
       * final height the first time it is laid out. */
      if (g_strcmp0 (added, ids[i]) == 0 || g_hash_table_contains (open, ids[i]))
        adw_expander_row_set_expanded (ADW_EXPANDER_ROW (row->expander), TRUE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row->expander);
      g_ptr_array_add (self->rows, row);
      if (g_strcmp0 (added, ids[i]) == 0)
        added_row = row;
    }
  g_strfreev (self->ids);
  self->ids = ids;
  return added_row;
}

void
wm_piece_group_update (WmPieceGroup *self, WmDocument *document)
{
  PieceRow *added = NULL;
  char **ids;

  g_return_if_fail (WM_IS_PIECE_GROUP (self));
  g_set_object (&self->document, document);
  if (document == NULL)
    return;
  ids = wm_piece_ids (variant_of (self), self->kind);
  self->updating = TRUE;
  if (same_ids (ids, self->ids) && same_ids (variant_of (self)->info.languages, self->langs))
    g_strfreev (ids);
  else
    {
      g_strfreev (self->langs);
      self->langs = g_strdupv (variant_of (self)->info.languages);
      added = rebuild (self, ids);
    }
  for (guint i = 0; i < self->rows->len; i++)
    refresh_row (self, g_ptr_array_index (self->rows, i));
  self->updating = FALSE;
  /* After the name is shown: focusing selects it, for the first key to
   * replace. */
  if (added != NULL)
    focus_new_name (self, added, wm_variant_display_language (variant_of (self)));
}

GtkWidget *
wm_piece_group_get_row (WmPieceGroup *self, const char *id)
{
  g_return_val_if_fail (WM_IS_PIECE_GROUP (self), NULL);
  for (guint i = 0; i < self->rows->len; i++)
    {
      PieceRow *row = g_ptr_array_index (self->rows, i);
      if (g_strcmp0 (row->id, id) == 0)
        return row->expander;
    }
  return NULL;
}

static void
add_clicked_cb (GtkButton *button, WmPieceGroup *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *id = NULL;

  if (self->document == NULL)
    return;
  /* The id the edit will make, so that its row opens when the document's
   * change rebuilds the rows. */
  g_free (self->added);
  self->added = wm_piece_next_id (wm_document_get_variant (self->document), self->kind);
  id = wm_piece_edit_add (self->document, self->kind, &error);
  if (id == NULL)
    wm_window_report (GTK_WIDGET (self), error);
  g_clear_pointer (&self->added, g_free);
}

static void
wm_piece_group_dispose (GObject *object)
{
  WmPieceGroup *self = WM_PIECE_GROUP (object);

  g_clear_object (&self->document);
  G_OBJECT_CLASS (wm_piece_group_parent_class)->dispose (object);
}

static void
wm_piece_group_finalize (GObject *object)
{
  WmPieceGroup *self = WM_PIECE_GROUP (object);

  g_strfreev (self->ids);
  g_strfreev (self->langs);
  g_free (self->added);
  g_ptr_array_unref (self->rows);
  G_OBJECT_CLASS (wm_piece_group_parent_class)->finalize (object);
}

static void
wm_piece_group_class_init (WmPieceGroupClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_piece_group_dispose;
  G_OBJECT_CLASS (klass)->finalize = wm_piece_group_finalize;
}

static void
wm_piece_group_init (WmPieceGroup *self)
{
  self->rows = g_ptr_array_new ();
}

GtkWidget *
wm_piece_group_new (WmPieceKind kind)
{
  static const struct
  {
    const char *title, *description, *add;
  } texts[] = {
    [WM_PIECE_TOWN]
    = { N_ ("Towns"), N_ ("The towns a region's town slots and quests name."), N_ ("Add a town") },
    [WM_PIECE_PATH_TYPE]
    = { N_ ("Path types"), N_ ("How paths and ports are drawn, and what movement cards allow."),
        N_ ("Add a path type") },
    [WM_PIECE_WEAPON_TYPE]
    = { N_ ("Weapon types"),
        N_ ("One for each fort on the board: the Map page's inspector chooses the one a "
            "region's fort hands out."),
        N_ ("Add a weapon type") },
  };
  WmPieceGroup *self;
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

  g_return_val_if_fail (kind < WM_N_PIECE_KINDS, NULL);
  self = g_object_new (WM_TYPE_PIECE_GROUP, "title", _ (texts[kind].title), "description",
                       _ (texts[kind].description), NULL);
  self->kind = kind;
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, _ (texts[kind].add));
  gtk_accessible_update_property (GTK_ACCESSIBLE (add), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _ (texts[kind].add), -1);
  g_signal_connect (add, "clicked", G_CALLBACK (add_clicked_cb), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), add);
  return GTK_WIDGET (self);
}
