#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "wm-render-card.h"
#include "wm-print.h"
#include "wm-validation-page.h"
#include "wm-validator.h"

/* Waiting a moment after an edit keeps dragging a spin button smooth. */
#define REFRESH_DELAY_MS 250

struct _WmValidationPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  guint refresh_source;
  guint n_problems;

  GtkWidget *stack;
  GtkWidget *status;
  GtkWidget *summary;
  GtkWidget *list;
};

G_DEFINE_FINAL_TYPE (WmValidationPage, wm_validation_page, GTK_TYPE_WIDGET)

enum
{
  SECTION_REQUESTED,
  DIAGNOSTIC_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The design validator runs every check, the loader's included, on the
 * variant in memory: about 15 ms on the base game, so it runs whole after
 * each pause in editing (see REFRESH_DELAY_MS) rather than per part. The
 * card text check comes from the renderer, which knows the printed layout. */
WmDiagnostics *
wm_validation_check (WmVariant *variant)
{
  WmDiagnostics *diags = wm_validate (variant);

  wm_card_check_text_diagnostics (variant, diags);
  wm_print_check_map_text (variant, NULL, NULL, NULL, diags);
  wm_diagnostics_sort (diags);
  return diags;
}

const char *
wm_validation_section_for (const WmDiagnostic *diag)
{
  static const struct
  {
    const char *prefix;
    const char *section;
  } by_where[] = {
    { "region", "map" },      { "board", "map" },           { "town", "rules" },
    { "path-type", "rules" }, { "weapon-type", "rules" },   { "secret", "map" },
    { "deck", "decks" },      { "card", "decks" },          { "character", "characters" },
    { "rules", "rules" },     { "options", "rules" },       { "pieces", "rules" },
    { "setup", "rules" },     { "info", "overview" },
  };

  g_return_val_if_fail (diag != NULL, NULL);
  /* An effect is edited on the Events & Abilities page, whether a card's
   * or a character's. */
  if (diag->code != NULL && g_str_has_prefix (diag->code, "effect-"))
    return "events";
  /* A town the setup places nowhere is placed on the map; a town's other
   * problems (its name) are fixed where towns are edited, on the Rules
   * page. The setup's counts ("setup": secret places, weapon types) are
   * there too. */
  if (g_strcmp0 (diag->code, "setup-town-placement") == 0)
    return "map";
  if (diag->where != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (by_where); i++)
      if (g_str_has_prefix (diag->where, by_where[i].prefix))
        return by_where[i].section;
  if (diag->code != NULL
      && (g_str_has_prefix (diag->code, "path-") || g_str_has_prefix (diag->code, "map-")
          || g_str_has_prefix (diag->code, "arrangement-")))
    return "map";
  return "overview";
}

static GtkWidget *
new_row (const WmDiagnostic *diag)
{
  GtkWidget *row = adw_action_row_new ();
  gboolean error = diag->severity == WM_SEVERITY_ERROR;
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-error-symbolic"
                                                        : "dialog-warning-symbolic");
  g_autofree char *subtitle = NULL;
  g_autofree char *sentence = wm_diagnostic_message_as_sentence (diag);
  g_autofree char *title = g_markup_escape_text (sentence, -1);

  g_autofree char *where = diag->where && *diag->where
                               ? wm_diagnostic_where_for_display (diag->where)
                               : g_strdup ("—");

  if (diag->line > 0)
    /* Translators: where a problem is: line, element, stable code. */
    subtitle = g_strdup_printf (_("line %d · %s · %s"), diag->line, where, diag->code);
  else
    subtitle = g_strdup_printf ("%s · %s", where, diag->code);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  /* The detail backs the message up (the arrangement spec of the first
   * board that fails) but would make it read like a log line. */
  if (diag->detail != NULL)
    gtk_widget_set_tooltip_text (row, diag->detail);
  gtk_widget_add_css_class (icon, error ? "error-icon" : "warning-icon");
  gtk_accessible_update_property (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  error ? _("Error") : _("Warning"), -1);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), icon);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_add_css_class (row, "diagnostic-row");
  g_object_set_data (G_OBJECT (row), "wm-error", GINT_TO_POINTER (error));
  g_object_set_data_full (G_OBJECT (row), "wm-where", g_strdup (diag->where), g_free);
  g_object_set_data_full (G_OBJECT (row), "wm-message", g_strdup (diag->message), g_free);
  g_object_set_data_full (G_OBJECT (row), "wm-code", g_strdup (diag->code), g_free);
  g_object_set_data_full (G_OBJECT (row), "wm-section",
                          g_strdup (wm_validation_section_for (diag)), g_free);
  return row;
}

void
wm_validation_page_refresh (WmValidationPage *self)
{
  g_autoptr (WmDiagnostics) diags = NULL;
  GtkWidget *child;
  guint errors;
  g_autofree char *summary = NULL;

  g_return_if_fail (WM_IS_VALIDATION_PAGE (self));
  g_clear_handle_id (&self->refresh_source, g_source_remove);

  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  self->n_problems = 0;
  if (self->document == NULL)
    return;

  diags = wm_validation_check (wm_document_get_variant (self->document));
  self->n_problems = wm_diagnostics_count (diags);
  /* Errors first, each group by line: they are what stops Playtest and
   * Simulation, which send the designer here to fix them (review 14's
   * R14-7: nine warnings about names used to fill the first screen). */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->n_problems; i++)
      {
        const WmDiagnostic *diag = wm_diagnostics_get (diags, i);
        if ((diag->severity == WM_SEVERITY_ERROR) == (pass == 0))
          gtk_list_box_append (GTK_LIST_BOX (self->list), new_row (diag));
      }
  errors = wm_diagnostics_count_errors (diags);
  {
    g_autofree char *e = g_strdup_printf (g_dngettext (NULL, "%u error", "%u errors", errors),
                                          errors);
    g_autofree char *w = g_strdup_printf (g_dngettext (NULL, "%u warning", "%u warnings",
                                                       self->n_problems - errors),
                                          self->n_problems - errors);
    /* Translators: "2 errors, 1 warning. …" */
    summary = g_strdup_printf (_("%s, %s. Activate a problem to go to it."), e, w);
  }
  gtk_label_set_text (GTK_LABEL (self->summary), summary);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack),
                                    self->n_problems ? "problems" : "clean");
}

guint
wm_validation_page_get_n_problems (WmValidationPage *self)
{
  g_return_val_if_fail (WM_IS_VALIDATION_PAGE (self), 0);
  return self->n_problems;
}

static gboolean
refresh_cb (gpointer user_data)
{
  WmValidationPage *self = user_data;

  self->refresh_source = 0;
  wm_validation_page_refresh (self);
  return G_SOURCE_REMOVE;
}

static void
document_changed_cb (WmValidationPage *self)
{
  g_clear_handle_id (&self->refresh_source, g_source_remove);
  self->refresh_source = g_timeout_add (REFRESH_DELAY_MS, refresh_cb, self);
}

/* A save gives every element the line it has in the file as written
 * (wm_variant_learn_lines()), and the document is then unmodified: the
 * problems are listed again to point there. Before, an element made in the
 * editor has no line and shows none. */
static void
modified_cb (WmValidationPage *self)
{
  if (!wm_document_get_modified (self->document))
    document_changed_cb (self);
}

void
wm_validation_page_set_document (WmValidationPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_VALIDATION_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), self);
      g_signal_connect_swapped (document, "notify::modified", G_CALLBACK (modified_cb), self);
    }
  /* Checked shortly after, not now: the window's first frame need not wait
   * for it. */
  document_changed_cb (self);
}

/* A heading over the errors and one over the warnings, so that the line
 * between what blocks play and what does not is seen. */
static void
header_cb (GtkListBoxRow *row, GtkListBoxRow *before, gpointer user_data)
{
  gboolean error = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "wm-error"));
  GtkWidget *header;

  if (before != NULL
      && GPOINTER_TO_INT (g_object_get_data (G_OBJECT (before), "wm-error")) == error)
    {
      gtk_list_box_row_set_header (row, NULL);
      return;
    }
  header = gtk_label_new (error ? _("Errors: Playtest and Simulation wait until they are fixed")
                                : _("Warnings: the variant plays, but check these"));
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_label_set_wrap (GTK_LABEL (header), TRUE);
  gtk_widget_add_css_class (header, "heading");
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_end (header, 12);
  gtk_widget_set_margin_top (header, 8);
  gtk_widget_set_margin_bottom (header, 8);
  gtk_list_box_row_set_header (row, header);
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, WmValidationPage *self)
{
  const char *section = g_object_get_data (G_OBJECT (row), "wm-section");

  g_signal_emit (self, signals[SECTION_REQUESTED], 0, section);
  /* After the section is shown, so that it can go to the element. */
  g_signal_emit (self, signals[DIAGNOSTIC_ACTIVATED], 0,
                 g_object_get_data (G_OBJECT (row), "wm-where"),
                 g_object_get_data (G_OBJECT (row), "wm-message"),
                 g_object_get_data (G_OBJECT (row), "wm-code"));
}

static void
build (WmValidationPage *self)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->stack = gtk_stack_new ();
  gtk_widget_set_parent (self->stack, GTK_WIDGET (self));

  self->status = adw_status_page_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->status), "emblem-ok-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (self->status), _("No Problems Found"));
  adw_status_page_set_description (ADW_STATUS_PAGE (self->status),
                                   _("The variant passes every check."));
  gtk_stack_add_named (GTK_STACK (self->stack), self->status, "clean");

  self->summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->summary), 0);
  gtk_label_set_wrap (GTK_LABEL (self->summary), TRUE);
  gtk_widget_add_css_class (self->summary, "dim-label");
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  gtk_list_box_set_header_func (GTK_LIST_BOX (self->list), header_cb, NULL, NULL);

  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (box), self->summary);
  gtk_box_append (GTK_BOX (box), self->list);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 800);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_stack_add_named (GTK_STACK (self->stack), scrolled, "problems");
}

static void
wm_validation_page_dispose (GObject *object)
{
  WmValidationPage *self = WM_VALIDATION_PAGE (object);

  g_clear_handle_id (&self->refresh_source, g_source_remove);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->stack, gtk_widget_unparent);
  G_OBJECT_CLASS (wm_validation_page_parent_class)->dispose (object);
}

static void
wm_validation_page_class_init (WmValidationPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_validation_page_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);

  signals[SECTION_REQUESTED] = g_signal_new ("section-requested", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_STRING);
  /* The `where`, message and code of the activated diagnostic (the map
   * page goes to the spaces it names, the Rules page to the group a code
   * is about). */
  signals[DIAGNOSTIC_ACTIVATED] = g_signal_new ("diagnostic-activated", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 3, G_TYPE_STRING, G_TYPE_STRING,
                                                G_TYPE_STRING);
}

static void
wm_validation_page_init (WmValidationPage *self)
{
  build (self);
}

GtkWidget *
wm_validation_page_new (void)
{
  return g_object_new (WM_TYPE_VALIDATION_PAGE, NULL);
}

char *
wm_validation_where_for_display (const char *where)
{
  return where != NULL && *where != '\0' ? wm_diagnostic_where_for_display (where) : NULL;
}
