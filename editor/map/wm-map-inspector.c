#define G_LOG_DOMAIN "wm-map"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-drop-down-fit.h"
#include "wm-kind-drop-down.h"
#include "wm-lake-tool.h"
#include "wm-locale.h"
#include "wm-map-edits.h"
#include "wm-map-inspector.h"
#include "wm-map.h"
#include "wm-number-field.h"
#include "wm-scroll.h"

/* One path's line: "s4 ne → s7 sw" with both directions editable and a
 * button that deletes the path; under it, shown only for a path to a
 * space that does not exist, a note that says so. */
typedef struct
{
  GtkWidget *line; /* the whole row: the line and its note */
  GtkWidget *a, *a_dir, *b, *b_dir, *type, *remove;
  GtkWidget *note;
} PathRow;

/* One port of the space: "s2 N", the direction it leaves the space in,
 * editable, and a button that deletes it; under it the border it reaches,
 * its position along that border and its type. */
typedef struct
{
  GtkWidget *line; /* the whole row */
  GtkWidget *space, *dir, *edge, *at, *type, *remove;
} PortRow;

struct _WmMapInspector
{
  GtkWidget parent_instance;

  WmDocument *document;
  WmMapCanvas *canvas; /* not owned: the page holds both */
  GtkWidget *scroller;
  GtkWidget *box;
  gboolean refreshing;
  guint idle;
  /* What the rows show (shown_signature()): an edit elsewhere on the side
   * leaves them as they are instead of building them all again. */
  char *shown;
  gboolean force;
  GtkWidget *position; /* the shown space's position, updated in place */
  /* The language of the Name field Enter was pressed in: the rows built
   * again after the rename give it the focus back, not the first field,
   * whose name a next key would then replace. */
  char *renamed_lang;
  /* The language of the Name field a problem activated on the Validation
   * page is about (wm_map_inspector_reveal_name ()): the rows built next
   * go to it. */
  char *reveal_lang;

  /* The lists the drop-downs choose from, shared by them and kept across
   * selections; the towns and path types change only when the variant's
   * lists do (their ids joined, below), so that a new selection fills the
   * rows in place instead of building drop-downs and lists again. */
  GtkStringList *directions;
  GtkStringList *kinds;
  GtkStringList *towns; /* "(none)", the towns, then "Add a town" */
  GtkStringList *path_types;
  GtkStringList *weapons; /* the weapon types, by name */
  GtkStringList *edges;   /* north, east, south, west */
  char *towns_shown;
  char *path_types_shown;
  char *weapons_shown;

  /* A space's rows, built once and filled in place. */
  GtkWidget *space_box;
  GtkWidget *space_title, *kind, *town, *label, *space_position, *rose;
  GtkWidget *rose_cells[WM_N_DIRS]; /* "NE ●", at its place in the rose */
  GtkWidget *fort_box, *fort_weapon; /* castle slots: the region's fort's weapon */
  GtkWidget *space_paths; /* PathRow lines, as many as the most paths shown */
  GtkWidget *no_paths;    /* what to do where the space has none */
  GPtrArray *path_rows;
  GtkWidget *space_ports; /* PortRow lines, as many as the most ports shown */
  GPtrArray *port_rows;
  GtkWidget *lakes; /* built for each space: few spaces are shores */

  /* A selected path's rows. */
  GtkWidget *path_box;
  PathRow *path_row;
  GtkWidget *path_type;

  /* Several spaces, or the region: a few labels, built each time. */
  GtkWidget *other_box;
};

G_DEFINE_FINAL_TYPE (WmMapInspector, wm_map_inspector, GTK_TYPE_WIDGET)

static void queue_refresh (WmMapInspector *self);
static void add_lake_rows (WmMapInspector *self, WmSide *side, const WmSpace *sp);

static WmSide *
side_of (WmMapInspector *self)
{
  return wm_map_find_side (wm_document_get_variant (self->document),
                           wm_map_canvas_get_region (self->canvas),
                           wm_map_canvas_get_side (self->canvas));
}

static void
report (WmMapInspector *self, GError *error)
{
  if (error != NULL)
    g_signal_emit_by_name (self->canvas, "message", error->message);
}

/* A dim note that wraps to the inspector's width instead of widening it
 * (or being cut off at its edge). */
static GtkWidget *
hint (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

/* A field's text changed by the designer, not by the rows being filled:
 * only that is kept when the field is left (a field still showing a name
 * an undo has since taken back must not bring it back). */
static void
typed_cb (GtkEditable *entry, WmMapInspector *self)
{
  if (!self->refreshing)
    g_object_set_data (G_OBJECT (entry), "typed", GINT_TO_POINTER (TRUE));
}

/* Whether @entry holds typing not kept yet; it is kept now. */
static gboolean
take_typed (GtkWidget *entry)
{
  gboolean typed = g_object_get_data (G_OBJECT (entry), "typed") != NULL;

  g_object_set_data (G_OBJECT (entry), "typed", NULL);
  return typed;
}

/* Calls @callback (a GtkEventControllerFocus "leave" handler) with @self
 * when the keyboard leaves @entry. */
static void
on_leave (GtkWidget *entry, GCallback callback, WmMapInspector *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect (entry, "changed", G_CALLBACK (typed_cb), self);
  g_signal_connect (focus, "leave", callback, self);
  gtk_widget_add_controller (entry, focus);
}

/* What a field held when it was left, kept a moment later: not within
 * the focus change, which may come in the middle of GTK's own (a section
 * switch hiding the page), where an edit rebuilding widgets crashed it. */
typedef struct
{
  WmMapInspector *self;
  char *region;
  char *space; /* a Label field's space, else NULL */
  char *lang;  /* a Name field's language */
  int side;
  char *text;
} LeftText;

static void
left_text_free (gpointer data)
{
  LeftText *left = data;

  g_object_unref (left->self);
  g_free (left->region);
  g_free (left->space);
  g_free (left->lang);
  g_free (left->text);
  g_free (left);
}

static gboolean keep_left_text (gpointer data);

/* Keeps what @entry holds, if typed, a moment later (keep_left_text ()). */
static void
leave_later (WmMapInspector *self, GtkWidget *entry)
{
  LeftText *left;

  if (self->refreshing || self->document == NULL || !take_typed (entry))
    return;
  left = g_new0 (LeftText, 1);
  left->self = g_object_ref (self);
  left->region = g_strdup (g_object_get_data (G_OBJECT (entry), "region"));
  left->space = g_strdup (g_object_get_data (G_OBJECT (entry), "space"));
  left->lang = g_strdup (g_object_get_data (G_OBJECT (entry), "lang"));
  left->side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (entry), "side"));
  left->text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));
  g_idle_add_full (G_PRIORITY_HIGH_IDLE, keep_left_text, left, left_text_free);
}

static void
leave_cb (GtkEventControllerFocus *focus, WmMapInspector *self)
{
  leave_later (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus)));
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  return label;
}

static GtkWidget *
row (GtkWidget *box, const char *title, GtkWidget *value)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (line), label);
  gtk_box_append (GTK_BOX (line), value);
  gtk_box_append (GTK_BOX (box), line);
  return value;
}

/* A row whose value lies under its title, as wide as the inspector: a
 * drop-down of names the variant gives, which beside its title had a
 * third of the pane or less and cut a variant's longer names short
 * ("Saint Margaret upon…"). */
static GtkWidget *
wide_row (GtkWidget *box, const char *title, GtkWidget *value)
{
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *label = gtk_label_new (title);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (line), label);
  gtk_box_append (GTK_BOX (line), value);
  gtk_box_append (GTK_BOX (box), line);
  return value;
}

/* While a drop-down's list is open, neither the drop-down nor a row
 * around it shows its tooltip: GTK looks for one from the list's items up
 * through the drop-down, and the Town drop-down's tooltip covered the
 * list's first item, "(none)" (review 16, R16-10). */
static void
list_shown_cb (GtkWidget *popover, GParamSpec *pspec, GtkWidget *dd)
{
  gboolean open = gtk_widget_get_visible (popover);

  for (GtkWidget *w = dd; w != NULL && !WM_IS_MAP_INSPECTOR (w); w = gtk_widget_get_parent (w))
    if (gtk_widget_get_tooltip_text (w) != NULL)
      gtk_widget_set_has_tooltip (w, !open);
}

/* A drop-down of the inspector, its button showing the chosen item as
 * @fit says and its list every item whole. A direction or a border shows
 * whole ("SW", "Norden": a few letters); a town, path type or weapon on
 * up to two lines (names_dropdown ()). */
static GtkWidget *
dropdown (GtkStringList *list, WmDropDownFit fit)
{
  GtkWidget *dd = wm_drop_down_fit (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (list)), NULL),
                                    fit);

  for (GtkWidget *c = gtk_widget_get_first_child (dd); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_POPOVER (c))
      g_signal_connect_object (c, "notify::visible", G_CALLBACK (list_shown_cb), dd, 0);
  return dd;
}

/* A drop-down of names the variant gives (towns, path types, weapons):
 * under its title (wide_row ()), the name on two lines where one is too
 * narrow and cut in its middle only beyond, whole in the list. */
static GtkWidget *
names_dropdown (GtkStringList *list)
{
  return dropdown (list, WM_DROP_DOWN_TWO_LINES);
}

/* The Town list's rows: a town's name; the last row, which makes a town
 * rather than choosing one, under a line with the add icon, so that it
 * does not read as a town: "Add a town" right under a town the designer
 * made with it and has not named yet ("New town") read as the same thing
 * twice (review, Map page 3). */
static void
town_row_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);
  GtkWidget *icon = gtk_image_new_from_icon_name ("list-add-symbolic");
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (line), icon);
  gtk_box_append (GTK_BOX (line), label);
  gtk_box_append (GTK_BOX (box), separator);
  gtk_box_append (GTK_BOX (box), line);
  gtk_list_item_set_child (item, box);
}

static void
town_row_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, GtkStringList *towns)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *separator = gtk_widget_get_first_child (box);
  GtkWidget *line = gtk_widget_get_next_sibling (separator);
  GtkWidget *icon = gtk_widget_get_first_child (line);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (towns));
  gboolean action = n > 1 && gtk_list_item_get_position (item) == n - 1;

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_next_sibling (icon)),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_widget_set_visible (separator, action);
  gtk_widget_set_visible (icon, action);
}

/* The Town drop-down: the towns by name, then the row that makes one. */
static GtkWidget *
town_dropdown (WmMapInspector *self)
{
  GtkWidget *dd = names_dropdown (self->towns);
  g_autoptr (GtkListItemFactory) rows = gtk_signal_list_item_factory_new ();

  g_signal_connect (rows, "setup", G_CALLBACK (town_row_setup_cb), NULL);
  g_signal_connect (rows, "bind", G_CALLBACK (town_row_bind_cb), self->towns);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (dd), rows);
  return dd;
}

/* The space's kind: its button names it short ("Castle slot"), its list
 * with what it takes ("Castle slot (fort or inn)"), which the note under
 * a castle slot's rows says too. The whole name on the button, German
 * "Burg-Wegpunkt (Burg oder Gasthaus)", asked for 371 px of the 270 px
 * pane: it was cut at the pane's edge, then mid-word, "Burg-Wegpunkt
 * (Burg oder Ga…" (a label wrapped in a drop-down's button keeps the
 * height of one line in GTK 4.8, so it cannot take two). */
static GtkWidget *
kind_dropdown (WmMapInspector *self)
{
  return wm_kind_drop_down_fit (dropdown (self->kinds, WM_DROP_DOWN_WHOLE));
}

static GtkWidget *
direction_dropdown (WmMapInspector *self, WmDirection dir)
{
  GtkWidget *dd = dropdown (self->directions, WM_DROP_DOWN_WHOLE);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (dd), dir >= 0 ? (guint)dir : 0);
  return dd;
}

/* Makes @list hold @items, unless it already does (@shown: the items it
 * holds, joined). Only while refreshing: the drop-downs showing it may
 * change their selection. */
static void
sync_list (GtkStringList *list, char **shown, const char *const *items)
{
  g_autofree char *joined = g_strjoinv ("\n", (char **)items);

  if (*shown != NULL && g_str_equal (*shown, joined))
    return;
  gtk_string_list_splice (list, 0, g_list_model_get_n_items (G_LIST_MODEL (list)), items);
  g_free (*shown);
  *shown = g_steal_pointer (&joined);
}

/* The variant's towns and path types, into the lists the drop-downs show. */
static void
sync_lists (WmMapInspector *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autoptr (GStrvBuilder) towns = g_strv_builder_new ();
  g_autoptr (GStrvBuilder) types = g_strv_builder_new ();
  g_autoptr (GStrvBuilder) weapons = g_strv_builder_new ();
  g_auto (GStrv) town_ids = NULL;
  g_auto (GStrv) type_ids = NULL;
  g_auto (GStrv) weapon_names = NULL;

  g_strv_builder_add (towns, _("(none)"));
  /* Towns and path types by name, as the designer knows them ("Calder",
   * not "calder"). */
  for (guint i = 0; i < variant->towns->len; i++)
    {
      const WmTown *town = g_ptr_array_index (variant->towns, i);
      g_strv_builder_add (towns, wm_variant_display_name (variant, &town->name, town->id));
    }
  /* Last, a town made on the spot: a designer placing a town slot need not
   * go to the Rules page to make its town first. Worded as the action it
   * is (the undo step's name), not as the town it makes ("New town"),
   * which then stands right above it. */
  g_strv_builder_add (towns, _("Add a town"));
  for (guint i = 0; i < variant->path_types->len; i++)
    {
      const WmPathType *type = g_ptr_array_index (variant->path_types, i);
      g_strv_builder_add (types, wm_variant_display_name (variant, &type->name, type->id));
    }
  for (guint i = 0; i < variant->weapon_types->len; i++)
    {
      const WmWeaponType *type = g_ptr_array_index (variant->weapon_types, i);
      g_strv_builder_add (weapons, wm_variant_display_name (variant, &type->name, type->id));
    }
  town_ids = g_strv_builder_end (towns);
  type_ids = g_strv_builder_end (types);
  weapon_names = g_strv_builder_end (weapons);
  sync_list (self->towns, &self->towns_shown, (const char *const *)town_ids);
  sync_list (self->path_types, &self->path_types_shown, (const char *const *)type_ids);
  sync_list (self->weapons, &self->weapons_shown, (const char *const *)weapon_names);
}

/* ---- the fort's weapon ------------------------------------------------------------ */

static WmRegion *
region_of (WmMapInspector *self)
{
  return wm_variant_find_region (wm_document_get_variant (self->document),
                                 wm_map_canvas_get_region (self->canvas));
}

static void
fort_weapon_cb (GtkWidget *dd, GParamSpec *pspec, WmMapInspector *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  guint t = gtk_drop_down_get_selected (GTK_DROP_DOWN (dd));
  g_autofree char *region = g_strdup (wm_map_canvas_get_region (self->canvas));
  g_autofree char *weapon = NULL;
  g_autoptr (GError) error = NULL;

  if (self->refreshing || t >= variant->weapon_types->len)
    return;
  weapon = g_strdup (((WmWeaponType *)g_ptr_array_index (variant->weapon_types, t))->id);
  if (!wm_map_set_fort_weapon (self->document, region, weapon, &error))
    {
      report (self, error);
      queue_refresh (self);
    }
}

/* Selects the region's fort weapon in @dd; nothing while it names none. */
static void
show_fort_weapon (WmMapInspector *self, GtkWidget *dd)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  int index = wm_variant_weapon_type_index (variant, region_of (self)->fort_weapon);

  gtk_drop_down_set_selected (GTK_DROP_DOWN (dd),
                              index >= 0 ? (guint)index : GTK_INVALID_LIST_POSITION);
  gtk_widget_set_sensitive (dd, variant->weapon_types->len > 0);
}

static GtkWidget *
fort_weapon_dropdown (WmMapInspector *self)
{
  GtkWidget *dd = names_dropdown (self->weapons);

  gtk_widget_set_tooltip_text (dd, _("The weapon type the region's fort hands out, one to each "
                                     "player; the weapon types are listed on the Rules page"));
  g_signal_connect (dd, "notify::selected", G_CALLBACK (fort_weapon_cb), self);
  return dd;
}

/* ---- a space ---------------------------------------------------------------------- */

/* "Add a town": a town named "New town" (the validator's placeholder-name
 * until it is named on the Rules page) printed on the slot, one step. */
static void
new_town (WmMapInspector *self, const char *space)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *town
      = wm_map_set_space_new_town (self->document, wm_map_canvas_get_region (self->canvas),
                                   wm_map_canvas_get_side (self->canvas), space, &error);

  if (town == NULL)
    {
      report (self, error);
      queue_refresh (self);
    }
}

static void
apply_space (WmMapInspector *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  const char *id = wm_map_canvas_get_selection (self->canvas)[0];
  g_autoptr (GError) error = NULL;
  guint kind = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->kind));
  guint town = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->town));
  g_autofree char *town_id = NULL;
  g_autofree char *label = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->label)));
  g_autofree char *space = g_strdup (id);

  if (self->refreshing || id == NULL)
    return;
  if (town == variant->towns->len + 1)
    {
      new_town (self, space);
      return;
    }
  if (town > 0 && town <= variant->towns->len)
    town_id = g_strdup (((WmTown *)g_ptr_array_index (variant->towns, town - 1))->id);
  if (!wm_map_set_space (self->document, wm_map_canvas_get_region (self->canvas),
                         wm_map_canvas_get_side (self->canvas), space, kind, town_id, label,
                         &error))
    report (self, error);
}

static void
space_field_cb (GtkWidget *widget, GParamSpec *pspec, WmMapInspector *self)
{
  apply_space (self);
}

static void
label_activate_cb (GtkWidget *entry, WmMapInspector *self)
{
  take_typed (entry);
  space_field_cb (entry, NULL, self);
}

/* The Label field left (a click on the map, another field, the list of
 * regions): what was typed labels the space the field showed, as Enter
 * would have. Only Enter did: a label typed and the map clicked was lost
 * without a word. The space is the one the field was filled for, since the
 * click that took the keyboard may select another. */
static void
keep_label (WmMapInspector *self, LeftText *left)
{
  WmSide *s = wm_map_find_side (wm_document_get_variant (self->document), left->region, left->side);
  const WmSpace *sp = s != NULL ? wm_side_find_space (s, left->space) : NULL;
  g_autofree char *town = NULL;
  g_autoptr (GError) error = NULL;

  if (sp == NULL || g_strcmp0 (sp->label != NULL ? sp->label : "", left->text) == 0)
    return;
  /* A copy: the edit replaces the space. */
  town = g_strdup (sp->town);
  if (!wm_map_set_space (self->document, left->region, left->side, left->space, sp->kind, town,
                         left->text, &error))
    report (self, error);
}

static void
path_dir_cb (GtkWidget *dd, GParamSpec *pspec, WmMapInspector *self)
{
  WmSide *side = side_of (self);
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dd), "path"));
  gboolean end_b = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dd), "end-b"));
  g_autoptr (GError) error = NULL;
  const WmPath *path;
  g_autofree char *type = NULL;
  WmDirection a, b;

  if (self->refreshing || side == NULL || index >= side->paths->len)
    return;
  path = g_ptr_array_index (side->paths, index);
  type = g_strdup (path->type);
  a = end_b ? path->a_dir : (WmDirection)gtk_drop_down_get_selected (GTK_DROP_DOWN (dd));
  b = end_b ? (WmDirection)gtk_drop_down_get_selected (GTK_DROP_DOWN (dd)) : path->b_dir;
  if (!wm_map_set_path (self->document, wm_map_canvas_get_region (self->canvas),
                        wm_map_canvas_get_side (self->canvas), index, type, a, b, &error))
    {
      report (self, error);
      queue_refresh (self);
    }
}

static void
path_type_cb (GtkWidget *dd, GParamSpec *pspec, WmMapInspector *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmSide *side = side_of (self);
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dd), "path"));
  guint t = gtk_drop_down_get_selected (GTK_DROP_DOWN (dd));
  g_autoptr (GError) error = NULL;
  const WmPath *path;
  g_autofree char *type = NULL;

  if (self->refreshing || side == NULL || index >= side->paths->len
      || t >= variant->path_types->len)
    return;
  path = g_ptr_array_index (side->paths, index);
  type = g_strdup (((WmPathType *)g_ptr_array_index (variant->path_types, t))->id);
  if (!wm_map_set_path (self->document, wm_map_canvas_get_region (self->canvas),
                        wm_map_canvas_get_side (self->canvas), index, type, path->a_dir,
                        path->b_dir, &error))
    report (self, error);
}

/* The row's delete button: the path goes, undoably; the space stays. */
static void
path_remove_cb (GtkWidget *button, WmMapInspector *self)
{
  WmSide *side = side_of (self);
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "path"));
  g_autoptr (GError) error = NULL;

  if (self->refreshing || side == NULL || index >= side->paths->len)
    return;
  if (!wm_map_delete_path (self->document, wm_map_canvas_get_region (self->canvas),
                           wm_map_canvas_get_side (self->canvas), index, &error))
    report (self, error);
  queue_refresh (self);
}

static GtkWidget *
path_remove_button (WmMapInspector *self, guint row)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_add_css_class (button, "flat");
  /* At the right edge, so that the buttons of the rows line up. */
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  gtk_widget_set_tooltip_text (button, _("Delete this path"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Delete this path"), -1);
  g_object_set_data (G_OBJECT (button), "row", GUINT_TO_POINTER (row));
  g_signal_connect (button, "clicked", G_CALLBACK (path_remove_cb), self);
  return button;
}

/* The line's widgets; which path it shows is set by path_row_show(). Its
 * number (@row) is its place among the lines shown, which renumber_rows()
 * goes by. */
static PathRow *
path_row_new (WmMapInspector *self, GtkWidget *box, guint row)
{
  PathRow *r = g_new0 (PathRow, 1);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  r->line = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  r->a = gtk_label_new (NULL);
  r->b = gtk_label_new (NULL);
  r->a_dir = direction_dropdown (self, WM_DIR_N);
  r->b_dir = direction_dropdown (self, WM_DIR_N);
  r->remove = path_remove_button (self, row);
  /* The path's type ("Trail"), which the row once told only in its
   * tooltip: two paths from a space looked alike (review 8). On a line of
   * its own under the ends: beside them, in the inspector's width, it was
   * cut to "Str…". */
  r->type = gtk_label_new (NULL);
  gtk_widget_add_css_class (r->type, "dim-label");
  gtk_widget_add_css_class (r->type, "caption");
  gtk_widget_set_name (r->type, "path-type");
  gtk_label_set_xalign (GTK_LABEL (r->type), 0);
  /* A variant's long path type wraps rather than widening the inspector
   * (which then went under a canvas a third as large). */
  gtk_label_set_wrap (GTK_LABEL (r->type), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (r->type), PANGO_WRAP_WORD_CHAR);
  r->note = hint (NULL);
  gtk_widget_remove_css_class (r->note, "dim-label");
  gtk_widget_add_css_class (r->note, "error");
  gtk_box_append (GTK_BOX (line), r->a);
  gtk_box_append (GTK_BOX (line), r->a_dir);
  gtk_box_append (GTK_BOX (line), gtk_label_new ("→"));
  gtk_box_append (GTK_BOX (line), r->b);
  gtk_box_append (GTK_BOX (line), r->b_dir);
  gtk_box_append (GTK_BOX (line), r->remove);
  gtk_box_append (GTK_BOX (r->line), line);
  gtk_box_append (GTK_BOX (r->line), r->note);
  gtk_box_append (GTK_BOX (r->line), r->type);
  for (int k = 0; k < 2; k++)
    {
      GtkWidget *dd = k ? r->b_dir : r->a_dir;
      g_object_set_data (G_OBJECT (dd), "row", GUINT_TO_POINTER (row));
      g_object_set_data (G_OBJECT (dd), "end-b", GINT_TO_POINTER (k));
      g_signal_connect (dd, "notify::selected", G_CALLBACK (path_dir_cb), self);
    }
  gtk_box_append (GTK_BOX (box), r->line);
  return r;
}

static void
set_css_class (GtkWidget *widget, const char *css_class, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, css_class);
  else
    gtk_widget_remove_css_class (widget, css_class);
}

/* The directions of a space as a compass rose, each at its place around
 * the space, north at the top whatever the text direction: "NE ●" where a
 * path or port leaves the space that way, a dim "NE ○" where none does.
 * On one line, wrapped, they read as two rows of circles glued to the
 * letters (review 20, R20-13). */
static GtkWidget *
build_rose (WmMapInspector *self)
{
  static const struct
  {
    int column, row;
  } place[WM_N_DIRS] = {
    [WM_DIR_N] = { 1, 0 },  [WM_DIR_NE] = { 2, 0 }, [WM_DIR_E] = { 2, 1 },
    [WM_DIR_SE] = { 2, 2 }, [WM_DIR_S] = { 1, 2 },  [WM_DIR_SW] = { 0, 2 },
    [WM_DIR_W] = { 0, 1 },  [WM_DIR_NW] = { 0, 0 },
  };
  GtkWidget *grid = gtk_grid_new ();

  gtk_widget_set_name (grid, "directions");
  gtk_widget_set_direction (grid, GTK_TEXT_DIR_LTR);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_widget_set_tooltip_text (grid, _("● a path or port leaves the space in this direction; "
                                       "○ none does"));
  for (int d = 0; d < WM_N_DIRS; d++)
    {
      self->rose_cells[d] = gtk_label_new (NULL);
      gtk_grid_attach (GTK_GRID (grid), self->rose_cells[d], place[d].column, place[d].row, 1, 1);
    }
  return grid;
}

/* Marks an end of the path that names no space of @side: its id in the
 * error colour, and the note under the line saying what to do. */
static void
path_row_flag (PathRow *r, const WmSide *side, const WmPath *path)
{
  gboolean a_missing = wm_side_find_space (side, path->a) == NULL;
  gboolean b_missing = wm_side_find_space (side, path->b) == NULL;
  g_autofree char *note = NULL;

  set_css_class (r->a, "error", a_missing);
  set_css_class (r->b, "error", b_missing);
  /* With neither end there is nothing to connect again: only the
   * path's own row (the Validation page selects it) can remove it. */
  if (a_missing && b_missing)
    note = g_strdup_printf (_("Neither “%s” nor “%s” is a space on this side, so the path "
                              "cannot be drawn: delete it"),
                            path->a, path->b);
  else if (a_missing || b_missing)
    note = g_strdup_printf (_("There is no space “%s” on this side: delete the path, or "
                              "connect the spaces again"),
                            b_missing ? path->b : path->a);
  gtk_label_set_text (GTK_LABEL (r->note), note);
  gtk_widget_set_visible (r->note, note != NULL);
}

static void
path_row_show (PathRow *r, const WmSide *side, const WmPath *path, guint index)
{
  gtk_label_set_text (GTK_LABEL (r->a), path->a);
  gtk_label_set_text (GTK_LABEL (r->b), path->b);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (r->a_dir), path->a_dir >= 0 ? (guint)path->a_dir : 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (r->b_dir), path->b_dir >= 0 ? (guint)path->b_dir : 0);
  g_object_set_data (G_OBJECT (r->a_dir), "path", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (r->b_dir), "path", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (r->remove), "path", GUINT_TO_POINTER (index));
  path_row_flag (r, side, path);
  gtk_widget_set_visible (r->line, TRUE);
}

/* The selected path: its line and its type. */
static void
show_path (WmMapInspector *self, WmSide *side, const WmPath *path, guint index)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  guint selected = 0;

  for (guint i = 0; i < variant->path_types->len; i++)
    if (g_strcmp0 (((WmPathType *)g_ptr_array_index (variant->path_types, i))->id, path->type) == 0)
      selected = i;
  path_row_show (self->path_row, side, path, index);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->path_type), selected);
  g_object_set_data (G_OBJECT (self->path_type), "path", GUINT_TO_POINTER (index));
  gtk_widget_set_visible (self->path_box, TRUE);
}

/* The paths that leave @sp, on the first lines of the pool (more made
 * when it has more paths than any space shown before), the rest hidden. */
/* A path's type by name, in the variant's texts ("Straße"), as the
 * toolbar and the path's drop-down name it: not the file's keyword. */
static const char *
path_type_name (WmMapInspector *self, const WmPath *path)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  const WmPathType *type = wm_variant_find_path_type (variant, path->type);

  return type != NULL ? wm_variant_display_name (variant, &type->name, type->id) : path->type;
}

static void
show_space_paths (WmMapInspector *self, WmSide *side, const WmSpace *sp)
{
  guint shown = 0;

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      PathRow *r;
      if (g_strcmp0 (path->a, sp->id) != 0 && g_strcmp0 (path->b, sp->id) != 0)
        continue;
      if (shown == self->path_rows->len)
        g_ptr_array_add (self->path_rows, path_row_new (self, self->space_paths, shown + 1));
      r = g_ptr_array_index (self->path_rows, shown++);
      path_row_show (r, side, path, i);
      gtk_label_set_text (GTK_LABEL (r->type), path_type_name (self, path));
      gtk_widget_set_tooltip_text (r->line, path_type_name (self, path));
    }
  for (guint i = shown; i < self->path_rows->len; i++)
    gtk_widget_set_visible (((PathRow *)g_ptr_array_index (self->path_rows, i))->line, FALSE);
  /* An empty box would still take the spacing. */
  gtk_widget_set_visible (self->space_paths, shown > 0);
  gtk_widget_set_visible (self->no_paths, shown == 0);
}

/* ---- a space's ports ------------------------------------------------------------ */

/* Every control of a port's row sets the whole port from the row, so that
 * each change is one step whichever control made it. */
static void
port_changed_cb (GtkWidget *widget, WmMapInspector *self)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  PortRow *r = g_object_get_data (G_OBJECT (widget), "port-row");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (r->line), "port"));
  guint t = gtk_drop_down_get_selected (GTK_DROP_DOWN (r->type));
  g_autofree char *region = g_strdup (wm_map_canvas_get_region (self->canvas));
  g_autofree char *type = NULL;
  g_autoptr (GError) error = NULL;

  if (self->refreshing)
    return;
  if (t < variant->path_types->len)
    type = g_strdup (((WmPathType *)g_ptr_array_index (variant->path_types, t))->id);
  if (!wm_map_set_port (self->document, region, wm_map_canvas_get_side (self->canvas), index, type,
                        (WmEdge)gtk_drop_down_get_selected (GTK_DROP_DOWN (r->edge)),
                        gtk_spin_button_get_value (GTK_SPIN_BUTTON (r->at)),
                        (WmDirection)gtk_drop_down_get_selected (GTK_DROP_DOWN (r->dir)), &error))
    {
      report (self, error);
      queue_refresh (self);
    }
}

static void
port_choice_cb (GtkWidget *dd, GParamSpec *pspec, WmMapInspector *self)
{
  port_changed_cb (dd, self);
}

/* The row's delete button: the port goes, undoably; the space stays. */
static void
port_remove_cb (GtkWidget *button, WmMapInspector *self)
{
  PortRow *r = g_object_get_data (G_OBJECT (button), "port-row");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (r->line), "port"));
  g_autoptr (GError) error = NULL;

  if (self->refreshing)
    return;
  if (!wm_map_delete_port (self->document, wm_map_canvas_get_region (self->canvas),
                           wm_map_canvas_get_side (self->canvas), index, &error))
    report (self, error);
  queue_refresh (self);
}

static GtkWidget *
port_control (PortRow *r, GtkWidget *widget, const char *tooltip)
{
  g_object_set_data (G_OBJECT (widget), "port-row", r);
  gtk_widget_set_tooltip_text (widget, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip,
                                  -1);
  return widget;
}

static PortRow *
port_row_new (WmMapInspector *self, GtkWidget *box)
{
  PortRow *r = g_new0 (PortRow, 1);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  r->line = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  r->space = gtk_label_new (NULL);
  r->dir = port_control (r, dropdown (self->directions, WM_DROP_DOWN_WHOLE),
                         _("The direction in which the port's path leaves the space"));
  r->edge = port_control (r, dropdown (self->edges, WM_DROP_DOWN_WHOLE),
                          _("The border the port reaches"));
  r->remove = port_control (r, gtk_button_new_from_icon_name ("user-trash-symbolic"),
                            _("Delete this port"));
  gtk_widget_add_css_class (r->remove, "flat");
  gtk_widget_set_hexpand (r->remove, TRUE);
  gtk_widget_set_halign (r->remove, GTK_ALIGN_END);
  r->at = port_control (r, wm_number_field_new (0, 12, 0.5),
                        _("Where the port meets the border, clockwise from the border's first "
                          "corner"));
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (r->at), 1);
  /* A place beyond the border's ends is refused, named as its row reads,
   * as every number field does: GTK put the nearest end in its place. */
  wm_number_field_refuse_beyond_named (GTK_SPIN_BUTTON (r->at), _("Along the border"));
  r->type = port_control (r, names_dropdown (self->path_types), _("The port's path type"));
  /* "s2 N", then the border on a row of its own: "s2 N → north" read as
   * one direction said twice (review, Map page 4), and "north border"
   * on the line widened the inspector, which took the canvas's width. */
  gtk_box_append (GTK_BOX (line), r->space);
  gtk_box_append (GTK_BOX (line), r->dir);
  gtk_box_append (GTK_BOX (line), r->remove);
  gtk_box_append (GTK_BOX (r->line), line);
  row (r->line, _("Border"), r->edge);
  row (r->line, _("Along the border"), r->at);
  wide_row (r->line, _("Type"), r->type);
  g_signal_connect (r->dir, "notify::selected", G_CALLBACK (port_choice_cb), self);
  g_signal_connect (r->edge, "notify::selected", G_CALLBACK (port_choice_cb), self);
  g_signal_connect (r->type, "notify::selected", G_CALLBACK (port_choice_cb), self);
  g_signal_connect (r->at, "value-changed", G_CALLBACK (port_changed_cb), self);
  g_signal_connect (r->remove, "clicked", G_CALLBACK (port_remove_cb), self);
  gtk_box_append (GTK_BOX (box), r->line);
  return r;
}

static void
port_row_show (WmMapInspector *self, PortRow *r, const WmPort *port, guint index)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmRegion *region = region_of (self);
  int type = -1;

  for (guint i = 0; i < variant->path_types->len; i++)
    if (g_strcmp0 (((WmPathType *)g_ptr_array_index (variant->path_types, i))->id, port->type) == 0)
      type = (int)i;
  gtk_label_set_text (GTK_LABEL (r->space), port->space);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (r->dir), port->dir >= 0 ? (guint)port->dir : 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (r->edge), port->edge >= 0 ? (guint)port->edge : 0);
  gtk_spin_button_set_range (GTK_SPIN_BUTTON (r->at), 0,
                             region != NULL && region->size > 0 ? region->size : 12);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (r->at), port->at);
  /* A type the variant does not list (a file edited by hand) shows none. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (r->type),
                              type >= 0 ? (guint)type : GTK_INVALID_LIST_POSITION);
  g_object_set_data (G_OBJECT (r->line), "port", GUINT_TO_POINTER (index));
  gtk_widget_set_visible (r->line, TRUE);
}

/* The ports that leave @sp, on the first lines of the pool (more made when
 * it has more ports than any space shown before), the rest hidden; the
 * heading only when there is one. */
static void
show_space_ports (WmMapInspector *self, WmSide *side, const WmSpace *sp)
{
  guint shown = 0;

  for (guint i = 0; i < side->ports->len; i++)
    {
      const WmPort *port = g_ptr_array_index (side->ports, i);
      if (g_strcmp0 (port->space, sp->id) != 0)
        continue;
      if (shown == self->port_rows->len)
        g_ptr_array_add (self->port_rows, port_row_new (self, self->space_ports));
      port_row_show (self, g_ptr_array_index (self->port_rows, shown++), port, i);
    }
  for (guint i = shown; i < self->port_rows->len; i++)
    gtk_widget_set_visible (((PortRow *)g_ptr_array_index (self->port_rows, i))->line, FALSE);
  gtk_widget_set_visible (self->space_ports, shown > 0);
}

static void
show_space (WmMapInspector *self, WmSide *side, const WmSpace *sp)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  g_autofree char *where = g_strdup_printf ("(%.2f, %.2f)", sp->x, sp->y);
  g_autofree char *title = g_strdup_printf (_("Space %s"), sp->id);
  guint town_index = 0;
  guint used = wm_map_used_directions (side, sp->id);

  gtk_label_set_text (GTK_LABEL (self->space_title), title);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->kind), sp->kind);
  for (guint i = 0; i < variant->towns->len; i++)
    if (g_strcmp0 (((WmTown *)g_ptr_array_index (variant->towns, i))->id, sp->town) == 0)
      town_index = i + 1;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->town), town_index);
  /* Only a town slot prints a town: elsewhere the row went grey with
   * "(none)", which read as a town still to choose. It comes with the
   * kind, as a castle slot's rows do. */
  gtk_widget_set_visible (gtk_widget_get_parent (self->town), sp->kind == WM_SPACE_TOWN);
  gtk_editable_set_text (GTK_EDITABLE (self->label), sp->label ? sp->label : "");
  g_object_set_data_full (G_OBJECT (self->label), "space", g_strdup (sp->id), g_free);
  g_object_set_data_full (G_OBJECT (self->label), "region",
                          g_strdup (wm_map_canvas_get_region (self->canvas)), g_free);
  g_object_set_data (G_OBJECT (self->label), "side",
                     GINT_TO_POINTER (wm_map_canvas_get_side (self->canvas)));
  gtk_widget_set_visible (self->fort_box, sp->kind == WM_SPACE_CASTLE);
  if (sp->kind == WM_SPACE_CASTLE)
    show_fort_weapon (self, self->fort_weapon);
  self->position = self->space_position;
  gtk_label_set_text (GTK_LABEL (self->position), where);
  for (int d = 0; d < WM_N_DIRS; d++)
    {
      g_autofree char *cell = g_strdup_printf ("%s %s", wm_direction_display_abbrev (d),
                                               used & (1u << d) ? "●" : "○");
      gtk_label_set_text (GTK_LABEL (self->rose_cells[d]), cell);
      set_css_class (self->rose_cells[d], "dim-label", !(used & (1u << d)));
    }
  show_space_paths (self, side, sp);
  show_space_ports (self, side, sp);
  add_lake_rows (self, side, sp);
  gtk_widget_set_visible (self->lakes, gtk_widget_get_first_child (self->lakes) != NULL);
  gtk_widget_set_visible (self->space_box, TRUE);
}

static void
shore_dir_cb (GtkWidget *dd, GParamSpec *pspec, WmMapInspector *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *space = g_strdup (wm_map_canvas_get_selection (self->canvas)[0]);
  g_autofree char *lake = g_strdup (g_object_get_data (G_OBJECT (dd), "lake"));
  int corner = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dd), "corner"));

  if (self->refreshing || space == NULL)
    return;
  /* The lake tool's rule holds here too: no water across a path. */
  if (!wm_lake_tool_set_shore (self->document, wm_map_canvas_get_region (self->canvas),
                               wm_map_canvas_get_side (self->canvas), lake, corner, space,
                               gtk_drop_down_get_selected (GTK_DROP_DOWN (dd)), &error))
    {
      report (self, error);
      queue_refresh (self);
    }
}

/* The lakes @sp is a shore of (inland and corner parts), each with the
 * direction it faces the lake in, editable; and those it is an island in. */
static void
add_lake_rows (WmMapInspector *self, WmSide *side, const WmSpace *sp)
{
  gboolean any = FALSE;

  for (int k = -1; k < (int)side->lakes->len; k++)
    {
      WmLake *lake = k < 0 ? NULL : g_ptr_array_index (side->lakes, k);
      for (int c = k < 0 ? 0 : WM_N_CORNERS; c < (k < 0 ? WM_N_CORNERS : WM_N_CORNERS + 1); c++)
        {
          WmLake *l = k < 0 ? side->corner_lakes[c] : lake;
          g_autofree char *title = NULL;
          if (l == NULL)
            continue;
          title = l->id ? g_strdup_printf (_("Lake %s"), l->id)
                        : g_strdup_printf (_("Corner lake %s"), wm_corner_to_string (l->corner));
          for (guint i = 0; i < l->shores->len; i++)
            {
              WmShore *shore = g_ptr_array_index (l->shores, i);
              GtkWidget *dd;
              if (g_strcmp0 (shore->space, sp->id) != 0)
                continue;
              if (!any)
                gtk_box_append (GTK_BOX (self->lakes), heading (_("Lakes")));
              any = TRUE;
              dd = row (self->lakes, title, direction_dropdown (self, shore->dir));
              g_object_set_data_full (G_OBJECT (dd), "lake", g_strdup (l->id), g_free);
              g_object_set_data (G_OBJECT (dd), "corner", GINT_TO_POINTER (l->corner));
              g_signal_connect (dd, "notify::selected", G_CALLBACK (shore_dir_cb), self);
            }
          for (guint i = 0; i < l->islands->len; i++)
            if (g_strcmp0 (((WmShore *)g_ptr_array_index (l->islands, i))->space, sp->id) == 0)
              {
                if (!any)
                  gtk_box_append (GTK_BOX (self->lakes), heading (_("Lakes")));
                any = TRUE;
                row (self->lakes, title, gtk_label_new (_("island")));
              }
        }
    }
}

/* ---- the region ------------------------------------------------------------------------ */

static void
rename_cb (GtkEntry *entry, WmMapInspector *self)
{
  g_autoptr (GError) error = NULL;
  /* The region whose name the field shows, whichever the canvas shows by
   * the time Enter is pressed: a field left over from another region must
   * not rename the new one, nor the new one's the old (review 14, R14-2). */
  g_autofree char *region = g_strdup (g_object_get_data (G_OBJECT (entry), "region"));
  /* Copies: the rename builds the rows, this field among them, again. */
  g_autofree char *lang = g_strdup (g_object_get_data (G_OBJECT (entry), "lang"));
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry)));
  const WmRegion *shown = wm_variant_find_region (wm_document_get_variant (self->document), region);

  take_typed (GTK_WIDGET (entry));
  g_clear_pointer (&self->renamed_lang, g_free);
  if (shown != NULL && g_strcmp0 (wm_text_get_exact (&shown->name, lang), text) != 0)
    self->renamed_lang = g_strdup (lang);
  /* Each field renames the language it shows. */
  if (!wm_map_rename_region (self->document, region, lang, text, &error))
    {
      g_clear_pointer (&self->renamed_lang, g_free);
      report (self, error);
    }
}

/* A Name field left: what was typed renames the region in its language,
 * as Enter would have (only Enter did: a name typed and the map clicked was
 * lost), but leaves the keyboard where it went. */
static void
keep_name (WmMapInspector *self, LeftText *left)
{
  const WmRegion *shown = wm_variant_find_region (wm_document_get_variant (self->document),
                                                  left->region);
  const char *now = shown != NULL ? wm_text_get_exact (&shown->name, left->lang) : NULL;
  g_autoptr (GError) error = NULL;

  if (shown == NULL || g_strcmp0 (now != NULL ? now : "", left->text) == 0)
    return;
  if (!wm_map_rename_region (self->document, left->region, left->lang, left->text, &error))
    report (self, error);
}

static gboolean
keep_left_text (gpointer data)
{
  LeftText *left = data;

  if (left->self->document == NULL || left->region == NULL)
    return G_SOURCE_REMOVE;
  if (left->space != NULL)
    keep_label (left->self, left);
  else if (left->lang != NULL)
    keep_name (left->self, left);
  return G_SOURCE_REMOVE;
}

/* A Name field for the region in @lang, titled "Name (Deutsch)" when the
 * variant has several languages, as the Overview and the Rules page title
 * theirs: a region renamed in English is seen still to be "r1" in German
 * and renamed there, without switching the window's text language. */
static void
add_name_row (WmMapInspector *self, const WmRegion *region, const char *lang, gboolean several)
{
  g_autofree char *language = several ? wm_locale_language_name (lang) : NULL;
  g_autofree char *title
      = several ? g_strdup_printf ("%s (%s)", _("Name"), language) : g_strdup (_("Name"));
  const char *text = wm_text_get_exact (&region->name, lang);
  GtkWidget *name = row (self->other_box, title, gtk_entry_new ());

  gtk_editable_set_text (GTK_EDITABLE (name), text != NULL ? text : "");
  g_object_set_data_full (G_OBJECT (name), "region", g_strdup (region->id), g_free);
  g_object_set_data_full (G_OBJECT (name), "lang", g_strdup (lang), g_free);
  g_signal_connect (name, "activate", G_CALLBACK (rename_cb), self);
  on_leave (name, G_CALLBACK (leave_cb), self);
  if (g_strcmp0 (self->reveal_lang, lang) == 0)
    wm_scroll_reveal (name, self->other_box);
  else if (g_strcmp0 (self->renamed_lang, lang) == 0)
    {
      /* Back in the field just applied with the cursor after the name,
       * not the whole name selected (GtkEntry selects on focus): a next
       * key would replace the name the designer just gave. */
      gtk_widget_grab_focus (name);
      gtk_editable_set_position (GTK_EDITABLE (name), -1);
    }
}

/* The paths of the side that cannot be drawn whole, each with a button
 * that deletes it: the one place besides the Validation page that reaches
 * a path with neither end on the side (a stub on the canvas shows the
 * others too). Rebuilt with the region's rows, whose counts change when
 * a path goes or comes back. */
static void
show_broken_paths (WmMapInspector *self, WmSide *side)
{
  gboolean any = FALSE;

  for (guint i = 0; i < side->paths->len; i++)
    {
      const WmPath *path = g_ptr_array_index (side->paths, i);
      g_autofree char *ends = NULL;
      GtkWidget *remove;
      if (wm_side_find_space (side, path->a) != NULL && wm_side_find_space (side, path->b) != NULL)
        continue;
      if (!any)
        {
          gtk_box_append (GTK_BOX (self->other_box), heading (_("Broken paths")));
          gtk_box_append (GTK_BOX (self->other_box),
                          hint (_("They lead to spaces this side does not have, so they cannot "
                                  "be drawn whole.")));
          any = TRUE;
        }
      ends = g_strdup_printf ("%s → %s", path->a, path->b);
      remove = path_remove_button (self, 0);
      g_object_set_data (G_OBJECT (remove), "path", GUINT_TO_POINTER (i));
      row (self->other_box, ends, remove);
      gtk_widget_add_css_class (gtk_widget_get_prev_sibling (remove), "error");
    }
}

/* Where the map's keys work, each group under the words that say so. */
typedef enum
{
  /* heard on the window while the Region view is shown, unless the
   * keyboard is in a text field (wm-map-page.c, letters_are_keys ()) */
  KEYS_NOT_TYPING,
  /* the canvas's own keys */
  KEYS_ON_MAP,
  /* the window's accelerator, in either view */
  KEYS_ANYWHERE,
  N_KEYS_WHERE
} KeysWhere;

/* The arrow keys as one cap, "←↑→↓": four caps side by side (the
 * shortcuts window's) would widen the column of caps past half the
 * inspector. */
#define ARROW_KEYS "arrows"

/* The cap of @accelerator, or of the arrow keys. */
static GtkWidget *
key_cap (const char *accelerator)
{
  GtkWidget *cap;

  if (g_strcmp0 (accelerator, ARROW_KEYS) != 0)
    return gtk_shortcut_label_new (accelerator);
  cap = gtk_label_new ("←↑→↓");
  gtk_widget_add_css_class (cap, "keycap");
  gtk_accessible_update_property (GTK_ACCESSIBLE (cap), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Arrow keys"), -1);
  return cap;
}

/* The map's keys, each drawn as a key cap beside what it does, in the
 * words of the shortcuts window (Ctrl+?), under where they work: the
 * keys are the same in every language; a line of letters ("V select, S
 * space") read in German as English abbreviations nobody explained
 * (review 8), and all of them under "While the map has the keyboard"
 * said so of the tools and F9 too, which work wherever the keyboard is.
 * The canvas's own keys say how the keyboard gets there (Tab) and what it
 * does there without a mouse (cd71b6b): the caps are no taller than a
 * line of text (style.css, #map-keys), so that these rows too fit the
 * inspector of a 1024 × 768 window in German without scrolling. */
static GtkWidget *
map_keys (void)
{
  static const struct
  {
    const char *accelerator;
    const char *what;
    KeysWhere where;
  } keys[] = {
    { "v", N_("Select and move"), KEYS_NOT_TYPING },
    { "s", N_("Add spaces"), KEYS_NOT_TYPING },
    { "c", N_("Connect spaces"), KEYS_NOT_TYPING },
    { "l", N_("Lakes and shores"), KEYS_NOT_TYPING },
    { "p", N_("Ports"), KEYS_NOT_TYPING },
    { "d", N_("Delete spaces and paths"), KEYS_NOT_TYPING },
    { "g", N_("Snap to the grid on or off"), KEYS_NOT_TYPING },
    { ARROW_KEYS, N_("Select the nearest space that way (Alt: move the selection)"), KEYS_ON_MAP },
    { "Menu", N_("Menu of the selected space"), KEYS_ON_MAP },
    { "Delete", N_("Delete the selection"), KEYS_ON_MAP },
    { "F9", N_("Show or hide the list of regions"), KEYS_ANYWHERE },
  };
  static const char *const where[N_KEYS_WHERE] = {
    [KEYS_NOT_TYPING] = N_("Unless you are typing in a field:"),
    [KEYS_ON_MAP] = N_("While the map has the keyboard (Tab to it):"),
    [KEYS_ANYWHERE] = N_("Anywhere on the page:"),
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  /* The caps as wide in every group, so that what they do lines up. */
  g_autoptr (GtkSizeGroup) caps = gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL);

  gtk_widget_set_name (box, "map-keys");
  gtk_box_append (GTK_BOX (box), heading (_("Keys on the Map page")));
  for (int w = 0; w < N_KEYS_WHERE; w++)
    {
      GtkWidget *grid = gtk_grid_new ();
      int n = 0;

      gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
      gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
      for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
        {
          GtkWidget *cap, *label;

          if (keys[i].where != (KeysWhere) w)
            continue;
          cap = key_cap (keys[i].accelerator);
          label = hint (_(keys[i].what));
          gtk_widget_set_halign (cap, GTK_ALIGN_START);
          gtk_widget_set_valign (cap, GTK_ALIGN_CENTER);
          gtk_size_group_add_widget (caps, cap);
          gtk_widget_set_hexpand (label, TRUE);
          gtk_widget_remove_css_class (label, "dim-label");
          gtk_grid_attach (GTK_GRID (grid), cap, 0, n, 1, 1);
          gtk_grid_attach (GTK_GRID (grid), label, 1, n++, 1, 1);
        }
      gtk_box_append (GTK_BOX (box), hint (_(where[w])));
      gtk_box_append (GTK_BOX (box), grid);
    }
  gtk_box_append (GTK_BOX (box), hint (_("Ctrl+wheel zooms; every key: Ctrl+?")));
  return box;
}

static void
show_region (WmMapInspector *self, WmSide *side)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  WmRegion *region = wm_variant_find_region (variant, wm_map_canvas_get_region (self->canvas));
  const char *lang = wm_variant_display_language (variant);
  char **langs = variant->info.languages;
  gboolean several = langs[0] != NULL && langs[1] != NULL;
  g_autofree char *counts = wm_map_describe_side_counts (side);
  GtkWidget *note;

  g_autofree char *title = g_strdup_printf (_("Region %s, side %c"), region->id, side->id);

  gtk_box_append (GTK_BOX (self->other_box), heading (title));
  /* The window's language first: the name the map and the list show. */
  add_name_row (self, region, lang, several);
  for (guint i = 0; langs[i] != NULL; i++)
    if (g_strcmp0 (langs[i], lang) != 0)
      add_name_row (self, region, langs[i], several);
  g_clear_pointer (&self->renamed_lang, g_free);
  show_fort_weapon (self,
                    wide_row (self->other_box, _("Fort's weapon"), fort_weapon_dropdown (self)));
  /* It wraps, as the hint under it does: unwrapped, the German counts
   * ("33 Wegpunkte, 41 Wege, 1 See, 12 Häfen") widened the inspector past
   * its pane, which cut it and the hint at the window's edge. */
  note = gtk_label_new (counts);
  gtk_label_set_wrap (GTK_LABEL (note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (note), 0);
  gtk_box_append (GTK_BOX (self->other_box), note);
  show_broken_paths (self, side);
  gtk_box_append (GTK_BOX (self->other_box), map_keys ());
}

static void
describe_lakes (GString *sig, const WmSide *side, const char *space)
{
  for (int k = -(int)WM_N_CORNERS; k < (int)side->lakes->len; k++)
    {
      const WmLake *lake
          = k < 0 ? side->corner_lakes[k + WM_N_CORNERS] : g_ptr_array_index (side->lakes, k);
      for (int m = 0; lake != NULL && m < 2; m++)
        {
          GPtrArray *members = m == 0 ? lake->shores : lake->islands;
          for (guint i = 0; i < members->len; i++)
            {
              const WmShore *shore = g_ptr_array_index (members, i);
              if (g_strcmp0 (shore->space, space) == 0)
                g_string_append_printf (sig, "L%s %d %d %d|", lake->id ? lake->id : "",
                                        lake->corner, m, shore->dir);
            }
        }
    }
}

/* A path row: what it shows, and its index apart (@indices), which an
 * edit elsewhere shifts without changing the row. */
static void
describe_path (GString *sig, GArray *indices, const WmSide *side, const WmPath *path,
               guint index)
{
  /* Whether its ends exist too: the row flags an end that does not. */
  g_string_append_printf (sig, "P%s %d %s %d %s %d%d|", path->a, path->a_dir, path->b,
                          path->b_dir, path->type ? path->type : "",
                          wm_side_find_space (side, path->a) != NULL,
                          wm_side_find_space (side, path->b) != NULL);
  g_array_append_val (indices, index);
}

/* Everything the rows for the current selection read from the variant,
 * as one string; but the position, which show_position() updates, and the
 * paths' indices, which go to @indices (renumber_rows() updates them). */
static char *
shown_signature (WmMapInspector *self, WmSide *side, GArray *indices)
{
  WmVariant *variant = wm_document_get_variant (self->document);
  const char *const *sel = wm_map_canvas_get_selection (self->canvas);
  int path = wm_map_canvas_get_selected_path (self->canvas);
  WmRegion *region = wm_variant_find_region (variant, wm_map_canvas_get_region (self->canvas));
  const char *lang = wm_variant_display_language (variant);
  GString *sig = g_string_new (NULL);
  const WmSpace *sp;

  g_string_append_printf (sig, "%s %c %d|", region->id, side->id, path);
  for (guint i = 0; sel[i] != NULL; i++)
    g_string_append_printf (sig, "%s ", sel[i]);
  /* The names too: the type and town drop-downs show them. */
  for (guint i = 0; i < variant->path_types->len; i++)
    {
      const WmPathType *type = g_ptr_array_index (variant->path_types, i);
      g_string_append_printf (sig, "T%s %s ", type->id,
                              wm_variant_display_name (variant, &type->name, type->id));
    }
  for (guint i = 0; i < variant->towns->len; i++)
    {
      const WmTown *town = g_ptr_array_index (variant->towns, i);
      g_string_append_printf (sig, "W%s %s ", town->id,
                              wm_variant_display_name (variant, &town->name, town->id));
    }
  /* The weapon types too, and the one the fort hands out: the space's
   * castle rows and the region's show them. */
  for (guint i = 0; i < variant->weapon_types->len; i++)
    {
      const WmWeaponType *type = g_ptr_array_index (variant->weapon_types, i);
      g_string_append_printf (sig, "F%s %s ", type->id,
                              wm_variant_display_name (variant, &type->name, type->id));
    }
  g_string_append_printf (sig, "|%s|", region->fort_weapon ? region->fort_weapon : "");
  if (sel[0] != NULL && sel[1] == NULL && (sp = wm_side_find_space (side, sel[0])) != NULL)
    {
      g_string_append_printf (sig, "S%d %s %s %u|", sp->kind, sp->town ? sp->town : "",
                              sp->label ? sp->label : "", wm_map_used_directions (side, sp->id));
      for (guint i = 0; i < side->paths->len; i++)
        {
          const WmPath *p = g_ptr_array_index (side->paths, i);
          if (g_strcmp0 (p->a, sp->id) == 0 || g_strcmp0 (p->b, sp->id) == 0)
            describe_path (sig, indices, side, p, i);
        }
      /* The ports with their indices: a row keeps its port's index. */
      for (guint i = 0; i < side->ports->len; i++)
        {
          const WmPort *o = g_ptr_array_index (side->ports, i);
          if (g_strcmp0 (o->space, sp->id) == 0)
            g_string_append_printf (sig, "O%u %d %g %s %d|", i, o->edge, o->at,
                                    o->type ? o->type : "", o->dir);
        }
      describe_lakes (sig, side, sp->id);
    }
  else if (sel[0] == NULL && path >= 0 && (guint)path < side->paths->len)
    describe_path (sig, indices, side, g_ptr_array_index (side->paths, path), path);
  else if (sel[0] == NULL)
    {
      /* A Name field per language: a rename in any of them, or a language
       * come or gone, shows. */
      for (char **l = variant->info.languages; *l != NULL; l++)
        {
          const char *name = wm_text_get_exact (&region->name, *l);
          g_string_append_printf (sig, "N%s=%s|", *l, name != NULL ? name : "");
        }
      g_string_append_printf (sig, "R%s %u %u %u %u", wm_text_get (&region->name, lang, lang),
                              side->spaces->len, side->paths->len, side->lakes->len,
                              side->ports->len);
    }
  return g_string_free (sig, FALSE);
}

static void
remove_children (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* Shows one of the sections, filled for the current selection: the space's
 * and the path's in place, the others built again (a few labels). */
static void
show_selection (WmMapInspector *self, WmSide *side)
{
  const char *const *sel = wm_map_canvas_get_selection (self->canvas);
  int path = wm_map_canvas_get_selected_path (self->canvas);
  const WmSpace *sp = sel[0] != NULL && sel[1] == NULL ? wm_side_find_space (side, sel[0]) : NULL;
  gboolean one_path = sel[0] == NULL && path >= 0 && (guint)path < side->paths->len;

  /* Only the section that goes is hidden: hiding the one that stays, to
   * show it again, took the keyboard from its control (the Kind just
   * chosen) to the inspector's scrolled window. */
  gtk_widget_set_visible (self->space_box, sp != NULL);
  gtk_widget_set_visible (self->path_box, one_path);
  if (sp != NULL)
    show_space (self, side, sp);
  else if (sel[0] != NULL)
    {
      guint count = g_strv_length ((char **) sel);
      g_autofree char *n = g_strdup_printf (
          g_dngettext (NULL, "%u space selected", "%u spaces selected", count), count);
      gtk_box_append (GTK_BOX (self->other_box), heading (n));
      gtk_box_append (GTK_BOX (self->other_box),
                      hint (_("Right-click for their kind; Alt+arrows move them.")));
    }
  else if (one_path)
    show_path (self, side, g_ptr_array_index (side->paths, path), path);
  else
    show_region (self, side);
  gtk_widget_set_visible (self->other_box, gtk_widget_get_first_child (self->other_box) != NULL);
}

/* The Name field that has the keyboard has it again once the rows are
 * built again, as after Enter: a name typed and another Name field clicked
 * renames the region as the first is left, and the rows built again for
 * the new name took the keyboard from the field clicked. */
static void
keep_name_focus (WmMapInspector *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *entry = focus != NULL && gtk_widget_is_ancestor (focus, self->other_box)
                         ? gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY)
                         : NULL;
  const char *lang = entry != NULL ? g_object_get_data (G_OBJECT (entry), "lang") : NULL;

  if (lang != NULL)
    {
      g_free (self->renamed_lang);
      self->renamed_lang = g_strdup (lang);
    }
}

void
wm_map_inspector_refresh (WmMapInspector *self)
{
  WmSide *side;

  g_return_if_fail (WM_IS_MAP_INSPECTOR (self));
  self->refreshing = TRUE;
  self->position = NULL;
  keep_name_focus (self);
  remove_children (self->other_box);
  remove_children (self->lakes);
  side = self->document ? side_of (self) : NULL;
  g_clear_pointer (&self->shown, g_free);
  if (side == NULL)
    {
      gtk_widget_set_visible (self->space_box, FALSE);
      gtk_widget_set_visible (self->path_box, FALSE);
    }
  else
    {
      g_autoptr (GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
      self->shown = shown_signature (self, side, indices);
      sync_lists (self);
      show_selection (self, side);
    }
  /* Kept for these rows only: a space shown instead leaves the keyboard
   * alone, and so does the region's next showing. */
  g_clear_pointer (&self->renamed_lang, g_free);
  g_clear_pointer (&self->reveal_lang, g_free);
  self->refreshing = FALSE;
}

void
wm_map_inspector_reveal_name (WmMapInspector *self, const char *lang)
{
  g_return_if_fail (WM_IS_MAP_INSPECTOR (self));
  g_return_if_fail (lang != NULL);

  /* Now rather than at the refresh queued for the selection: the field is
   * there to go to, and no later build of the rows takes it away. */
  g_clear_handle_id (&self->idle, g_source_remove);
  self->force = FALSE;
  g_free (self->reveal_lang);
  self->reveal_lang = g_strdup (lang);
  wm_map_inspector_refresh (self);
}

/* Points the path rows at the paths' current indices. */
static void
renumber_rows (GtkWidget *widget, GArray *indices)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      guint row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (child), "row"));
      if (row > 0 && row <= indices->len)
        g_object_set_data (G_OBJECT (child), "path",
                           GUINT_TO_POINTER (g_array_index (indices, guint, row - 1)));
      renumber_rows (child, indices);
    }
}

/* Moving a space changes only its position among the rows. */
static void
show_position (WmMapInspector *self, WmSide *side)
{
  const char *const *sel = wm_map_canvas_get_selection (self->canvas);
  const WmSpace *sp = sel[0] != NULL && sel[1] == NULL ? wm_side_find_space (side, sel[0]) : NULL;
  g_autofree char *where = NULL;

  if (sp == NULL || self->position == NULL)
    return;
  where = g_strdup_printf ("(%.2f, %.2f)", sp->x, sp->y);
  gtk_label_set_text (GTK_LABEL (self->position), where);
}

static gboolean
refresh_idle_cb (gpointer data)
{
  WmMapInspector *self = data;
  WmSide *side = self->document ? side_of (self) : NULL;
  g_autofree char *sig = NULL;

  self->idle = 0;
  if (!self->force && side != NULL && self->shown != NULL)
    {
      g_autoptr (GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));
      sig = shown_signature (self, side, indices);
      if (g_str_equal (sig, self->shown))
        {
          show_position (self, side);
          renumber_rows (self->box, indices);
          return G_SOURCE_REMOVE;
        }
    }
  self->force = FALSE;
  wm_map_inspector_refresh (self);
  return G_SOURCE_REMOVE;
}

/* Later, not now: the edit may come from one of the inspector's own widgets,
 * which the refresh replaces. But before the next frame (above the redraw's
 * priority): at the default idle priority a busy main loop (a loaded machine,
 * where each frame and each deferred validation part took longer than the
 * next was due) left the rows of the region shown before "+" under the new
 * region's canvas, and the counts of a side spaces had since been added to
 * (review 14, R14-2). */
static void
schedule_refresh (WmMapInspector *self, gboolean force)
{
  self->force |= force;
  if (self->idle == 0)
    self->idle = g_idle_add_full (G_PRIORITY_HIGH_IDLE, refresh_idle_cb, self, NULL);
}

/* Rows that may show a refused value, or another selection. */
static void
queue_refresh (WmMapInspector *self)
{
  schedule_refresh (self, TRUE);
}

/* An edit confined to a region changes only what the signature covers;
 * any other may have renamed what the rows list. */
static void
document_changed_cb (WmMapInspector *self)
{
  schedule_refresh (self, wm_document_get_changed_region (self->document) == NULL);
}

void
wm_map_inspector_set_document (WmMapInspector *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_MAP_INSPECTOR (self));

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
  wm_map_inspector_refresh (self);
}

static void
wm_map_inspector_dispose (GObject *object)
{
  WmMapInspector *self = WM_MAP_INSPECTOR (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_handle_id (&self->idle, g_source_remove);
  g_clear_pointer (&self->shown, g_free);
  g_clear_pointer (&self->renamed_lang, g_free);
  g_clear_pointer (&self->reveal_lang, g_free);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_pointer (&self->path_rows, g_ptr_array_unref);
  g_clear_pointer (&self->path_row, g_free);
  g_clear_pointer (&self->port_rows, g_ptr_array_unref);
  g_clear_object (&self->directions);
  g_clear_object (&self->kinds);
  g_clear_object (&self->towns);
  g_clear_object (&self->path_types);
  g_clear_object (&self->weapons);
  g_clear_object (&self->edges);
  g_clear_pointer (&self->towns_shown, g_free);
  g_clear_pointer (&self->path_types_shown, g_free);
  g_clear_pointer (&self->weapons_shown, g_free);
  G_OBJECT_CLASS (wm_map_inspector_parent_class)->dispose (object);
}

static void
init_lists (WmMapInspector *self)
{
  /* In the UI's language, not the file's keywords (German "o" for east). */
  self->directions = gtk_string_list_new (NULL);
  for (int d = 0; d < WM_N_DIRS; d++)
    gtk_string_list_append (self->directions, wm_direction_display_abbrev (d));
  self->kinds = gtk_string_list_new (NULL);
  for (int k = 0; k < WM_N_SPACE_KINDS; k++)
    gtk_string_list_append (self->kinds, wm_map_space_kind_label (k));
  self->towns = gtk_string_list_new (NULL);
  self->path_types = gtk_string_list_new (NULL);
  self->weapons = gtk_string_list_new (NULL);
  /* The edges by the compass point they face, as the directions name it,
   * under the row's title "Border". */
  self->edges = gtk_string_list_new (NULL);
  for (int e = 0; e < WM_N_EDGES; e++)
    gtk_string_list_append (self->edges, wm_direction_display_name ((WmDirection)(2 * e)));
}

static GtkWidget *
section (WmMapInspector *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_box_append (GTK_BOX (self->box), box);
  return box;
}

/* A castle slot's rows: the region's fort weapon, which either slot shows,
 * since assembly decides which one holds the fort. */
static void
init_fort_rows (WmMapInspector *self, GtkWidget *box)
{
  self->fort_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->fort_weapon = wide_row (self->fort_box, _("Fort's weapon"), fort_weapon_dropdown (self));
  gtk_box_append (GTK_BOX (self->fort_box),
                  hint (_("Of the region's two castle slots, the one nearer the map edge holds "
                          "the fort, the other the inn.")));
  gtk_box_append (GTK_BOX (box), self->fort_box);
}

static void
init_space_rows (WmMapInspector *self)
{
  GtkWidget *box = self->space_box;

  self->space_title = heading (NULL);
  gtk_box_append (GTK_BOX (box), self->space_title);
  self->kind = row (box, _("Kind"), kind_dropdown (self));
  self->town = wide_row (box, _("Town"), town_dropdown (self));
  gtk_widget_set_tooltip_text (self->town, _("The town this town slot prints (side A); the towns "
                                             "are named on the Rules page"));
  self->label = row (box, _("Label"), gtk_entry_new ());
  init_fort_rows (self, box);
  self->space_position = row (box, _("Position"), gtk_label_new (NULL));
  self->rose = build_rose (self);
  row (box, _("Directions"), self->rose);
  g_signal_connect (self->kind, "notify::selected", G_CALLBACK (space_field_cb), self);
  g_signal_connect (self->town, "notify::selected", G_CALLBACK (space_field_cb), self);
  g_signal_connect (self->label, "activate", G_CALLBACK (label_activate_cb), self);
  on_leave (self->label, G_CALLBACK (leave_cb), self);
  gtk_box_append (GTK_BOX (box), heading (_("Paths")));
  /* A heading over nothing read as rows still to come (a new space). */
  self->no_paths = hint (_("None yet: with Connect (C), drag from this space to another."));
  gtk_box_append (GTK_BOX (box), self->no_paths);
  self->space_paths = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), self->space_paths);
  self->path_rows = g_ptr_array_new_with_free_func (g_free);
  self->space_ports = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self->space_ports), heading (_("Ports")));
  gtk_box_append (GTK_BOX (box), self->space_ports);
  self->port_rows = g_ptr_array_new_with_free_func (g_free);
  self->lakes = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (box), self->lakes);
}

static void
init_path_rows (WmMapInspector *self)
{
  gtk_box_append (GTK_BOX (self->path_box), heading (_("Path")));
  self->path_row = path_row_new (self, self->path_box, 1);
  /* The Type drop-down under the line tells it and changes it. */
  gtk_widget_set_visible (self->path_row->type, FALSE);
  self->path_type = wide_row (self->path_box, _("Type"), names_dropdown (self->path_types));
  g_object_set_data (G_OBJECT (self->path_type), "row", GUINT_TO_POINTER (1));
  g_signal_connect (self->path_type, "notify::selected", G_CALLBACK (path_type_cb), self);
}

/* The inspector's width: 270 px, or what its rows need at least where
 * that is more (a path row with long ids, a language's longer words), so
 * that no row is ever cut at its edge. It does not follow their natural
 * width, which changes with the selection and would change the canvas's
 * size (and zoom) with it; the Kind names a castle slot short instead
 * (kind_dropdown ()), which in German on one line took 371 px. */
#define INSPECTOR_WIDTH 270

static void
wm_map_inspector_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *min,
                          int *nat, int *min_baseline, int *nat_baseline)
{
  WmMapInspector *self = WM_MAP_INSPECTOR (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int rows;

      gtk_widget_measure (self->box, orientation, -1, &rows, NULL, NULL, NULL);
      *min = *nat = MAX (INSPECTOR_WIDTH, rows);
      return;
    }
  gtk_widget_measure (self->scroller, orientation, for_size, min, nat, NULL, NULL);
}

static void
wm_map_inspector_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  gtk_widget_size_allocate (WM_MAP_INSPECTOR (widget)->scroller,
                            &(GtkAllocation){ 0, 0, width, height }, baseline);
}

static void
wm_map_inspector_class_init (WmMapInspectorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_map_inspector_dispose;
  GTK_WIDGET_CLASS (klass)->measure = wm_map_inspector_measure;
  GTK_WIDGET_CLASS (klass)->size_allocate = wm_map_inspector_size_allocate;
}

static void
wm_map_inspector_init (WmMapInspector *self)
{
  self->scroller = gtk_scrolled_window_new ();
  /* EXTERNAL: the inspector is as wide as its measure () says, not as its
   * rows' natural width, so that the canvas beside it does not change size
   * (and zoom) with the selection. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_EXTERNAL,
                                  GTK_POLICY_AUTOMATIC);
  /* Under the canvas (a narrow window, see wm-map-page.c) the inspector is
   * as tall as what it shows, up to half the page, not a sliver. */
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (self->box, 10);
  gtk_widget_set_margin_end (self->box, 10);
  gtk_widget_set_margin_top (self->box, 6);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->box);
  init_lists (self);
  self->space_box = section (self);
  init_space_rows (self);
  self->path_box = section (self);
  init_path_rows (self);
  self->other_box = section (self);
}

GtkWidget *
wm_map_inspector_new (WmMapCanvas *canvas)
{
  WmMapInspector *self = g_object_new (WM_TYPE_MAP_INSPECTOR, NULL);

  self->canvas = canvas;
  g_signal_connect_object (canvas, "selection-changed", G_CALLBACK (queue_refresh), self,
                           G_CONNECT_SWAPPED);
  return GTK_WIDGET (self);
}
