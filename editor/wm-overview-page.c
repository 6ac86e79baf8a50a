#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "wm-overview-page.h"
#include "wm-refresh.h"

struct _WmOverviewPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  GtkWidget *scrolled;
};

G_DEFINE_FINAL_TYPE (WmOverviewPage, wm_overview_page, GTK_TYPE_WIDGET)

/* A plain row of a title and its value. Lighter than an AdwActionRow (half
 * the widgets): the page has a row per region, character and deck,
 * and is rebuilt after every edit and before the window's first frame. */
static void
add_row (GtkWidget *group, const char *title, const char *value)
{
  GtkWidget *row = adw_preferences_row_new (); /* only these join the group's list */
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title_label = gtk_label_new (title);
  GtkWidget *value_label = gtk_label_new (value);

  gtk_label_set_xalign (GTK_LABEL (title_label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (title_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_selectable (GTK_LABEL (value_label), TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (value_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (value_label), 1.0);
  gtk_widget_set_hexpand (value_label, TRUE);
  gtk_widget_add_css_class (value_label, "dim-label");
  gtk_box_append (GTK_BOX (box), title_label);
  gtk_box_append (GTK_BOX (box), value_label);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (row, "overview-row");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static GtkWidget *
new_group (GtkWidget *page, const char *title)
{
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  return group;
}

static void
fill_variant (GtkWidget *page, WmDocument *document, const WmVariant *variant)
{
  GtkWidget *group = new_group (page, _("Variant"));
  g_autofree char *title = wm_document_dup_title (document);
  g_autofree char *languages = g_strjoinv (", ", variant->info.languages);
  GFile *file = wm_document_get_file (document);
  g_autofree char *where = file != NULL ? g_file_get_parse_name (file) : NULL;
  const char *lang = wm_variant_display_language (variant);
  const char *description = wm_text_get (&variant->info.description, lang, lang);
  g_autoptr (GString) authors = g_string_new (NULL);

  for (guint i = 0; i < variant->info.authors->len; i++)
    g_string_append_printf (authors, "%s%s", i ? ", " : "",
                            (char *) g_ptr_array_index (variant->info.authors, i));
  add_row (group, _("Title"), title);
  if (description != NULL && *description != '\0')
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  add_row (group, _("Identifier"), variant->id != NULL ? variant->id : "—");
  add_row (group, _("Languages"), *languages ? languages : "—");
  add_row (group, _("Authors"), authors->len ? authors->str : "—");
  add_row (group, _("File"), where != NULL ? where : _("Not saved yet"));
}

static void
fill_rules (GtkWidget *page, const WmVariant *variant)
{
  GtkWidget *group = new_group (page, _("Rules"));
  const WmRules *r = &variant->rules;
  g_autofree char *goal = g_strdup_printf (_("%d gold (higher goal %d)"), r->goal,
                                           r->higher_goal);
  g_autofree char *cards = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards", r->hand),
                                            (guint) r->hand);
  g_autofree char *turns
      = g_strdup_printf (g_dngettext (NULL, "%d turn a day", "%d turns a day", r->turns), r->turns);
  g_autofree char *hand = g_strjoin (", ", cards, turns, NULL);
  g_autofree char *players = g_strdup_printf (_("%d to %d"), r->min_players, r->max_players);

  add_row (group, _("Goal"), goal);
  add_row (group, _("Hand"), hand);
  add_row (group, _("Players"), players);
}

static void
fill_map (GtkWidget *page, const WmVariant *variant)
{
  GtkWidget *group = new_group (page, _("Map"));
  const char *lang = wm_variant_display_language (variant);
  g_autofree char *towns = g_strdup_printf ("%u", variant->towns->len);
  g_autofree char *board = g_strdup_printf (_("%d × %d regions"), variant->board.cols,
                                            variant->board.rows);

  add_row (group, _("Towns"), towns);
  add_row (group, _("Board"), board);
  for (guint i = 0; i < variant->regions->len; i++)
    {
      const WmRegion *region = g_ptr_array_index (variant->regions, i);
      g_autoptr (GString) sides = g_string_new (NULL);
      g_autofree char *title = NULL;

      for (int s = 0; s < 2; s++)
        if (region->sides[s] != NULL)
          {
            if (sides->len > 0)
              g_string_append (sides, " · ");
            const WmSide *side = region->sides[s];
            guint n_spaces = side->spaces->len, n_paths = side->paths->len;
            g_autofree char *spaces
                = g_strdup_printf (g_dngettext (NULL, "%u space", "%u spaces", n_spaces), n_spaces);
            g_autofree char *paths
                = g_strdup_printf (g_dngettext (NULL, "%u path", "%u paths", n_paths), n_paths);

            /* Translators: side A of a region, then its counts of spaces
             * and paths ("3 spaces, 2 paths"). */
            g_string_append_printf (sides, _("side %c: %s, %s"), side->id, spaces, paths);
          }
      title = g_strdup_printf ("%s “%s”", region->id, wm_text_get (&region->name, lang, lang));
      add_row (group, title, sides->str);
    }
}

static void
fill_characters_and_decks (GtkWidget *page, const WmVariant *variant)
{
  const char *lang = wm_variant_display_language (variant);
  GtkWidget *group = new_group (page, _("Characters"));

  for (guint i = 0; i < variant->characters->len; i++)
    {
      const WmCharacter *c = g_ptr_array_index (variant->characters, i);
      g_autofree char *starts = g_strdup_printf (_("starts in %s"),
                                                 c->start_town ? c->start_town : "—");
      add_row (group, wm_text_get (&c->name, lang, lang), starts);
    }
  if (variant->characters->len == 0)
    add_row (group, _("None yet"), "");

  group = new_group (page, _("Decks"));
  for (guint i = 0; i < variant->decks->len; i++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, i);
      g_autofree char *title = g_strdup_printf ("%s (%s)", wm_text_get (&deck->name, lang, lang),
                                                wm_deck_kind_to_string (deck->kind));
      g_autofree char *count = g_strdup_printf (g_dngettext (NULL, "%u card", "%u cards",
                                                             deck->cards->len),
                                                deck->cards->len);
      add_row (group, title, count);
    }
  if (variant->decks->len == 0)
    add_row (group, _("None yet"), "");
}

/* The page is rebuilt whole: it is small, and a rebuild cannot show a
 * stale value. */
static void
rebuild_now (GtkWidget *widget)
{
  WmOverviewPage *self = WM_OVERVIEW_PAGE (widget);
  GtkWidget *page = adw_preferences_page_new ();
  WmVariant *variant;

  if (self->document != NULL)
    {
      variant = wm_document_get_variant (self->document);
      fill_variant (page, self->document, variant);
      fill_rules (page, variant);
      fill_map (page, variant);
      fill_characters_and_decks (page, variant);
    }
  if (self->scrolled != NULL)
    gtk_widget_unparent (self->scrolled);
  self->scrolled = page;
  gtk_widget_set_parent (page, GTK_WIDGET (self));
}

/* After an edit made elsewhere (a drag on the map), only once the page is
 * on screen again. */
static void
rebuild (WmOverviewPage *self)
{
  wm_refresh_when_shown (GTK_WIDGET (self), rebuild_now);
}

void
wm_overview_page_set_document (WmOverviewPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_OVERVIEW_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "changed", G_CALLBACK (rebuild), self);
      g_signal_connect_swapped (document, "notify::file", G_CALLBACK (rebuild), self);
    }
  rebuild (self);
}

static void
wm_overview_page_dispose (GObject *object)
{
  WmOverviewPage *self = WM_OVERVIEW_PAGE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_overview_page_parent_class)->dispose (object);
}

static void
wm_overview_page_class_init (WmOverviewPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_overview_page_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
wm_overview_page_init (WmOverviewPage *self)
{
}

GtkWidget *
wm_overview_page_new (void)
{
  return g_object_new (WM_TYPE_OVERVIEW_PAGE, NULL);
}
