#define G_LOG_DOMAIN "wm-editor"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "wm-number-field.h"
#include "wm-game.h"
#include "wm-piece-group.h"
#include "wm-registry.h"
#include "wm-rules-notes-window.h"
#include "wm-rules-page.h"
#include "wm-scroll.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-window.h"

struct _WmRulesPage
{
  GtkWidget parent_instance;

  WmDocument *document;
  GtkWidget *page;
  GtkWidget *editors[WM_N_FIELDS];
  GtkWidget *rows[WM_N_FIELDS];
  const char *subtitles[WM_N_FIELDS]; /* untranslated; NULL for none */
  GtkWidget *pieces[WM_N_PIECE_KINDS]; /* towns, path types, weapon types */
  GtkWidget *sizes_group;
  GPtrArray *size_rows;  /* of AdwActionRow, one per deck that takes a size */
  char *size_key;        /* the decks' ids and names the rows were built for */
  GtkWidget *secret_group;
  GtkWidget *secret_rows[WM_N_SECRET_KINDS];
  GtkWidget *secrets[WM_N_SECRET_KINDS]; /* the count of each kind */
  /* Set while the widgets are updated from the document, so that their
   * change signals do not turn into new commands. */
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (WmRulesPage, wm_rules_page, GTK_TYPE_WIDGET)

typedef struct
{
  WmField field;
  const char *subtitle;
  /* The rules notes on it, as a test path or its start (a "Rules Note"
   * link on the row); NULL for none. */
  const char *note;
} FieldRow;

typedef struct
{
  const char *title;
  const char *description;
  FieldRow rows[5];
} FieldGroup;

static const FieldGroup groups[] = {
  { N_("Winning"), N_("Gold a player needs to win at once."),
    { { WM_FIELD_GOAL, N_("Gold to win") },
      { WM_FIELD_HIGHER_GOAL, N_("Used when the higher goal variant is on") },
      { WM_N_FIELDS } } },
  { N_("Days and turns"), NULL,
    { { WM_FIELD_HAND, N_("Movement cards in hand") },
      { WM_FIELD_TURNS, N_("Turns each player plans a day") },
      { WM_FIELD_DISCOVERY_GOLD, N_("Gold for the first visit of an inn or a secret place") },
      { WM_N_FIELDS } } },
  { N_("Players and pieces"), NULL,
    { { WM_FIELD_MIN_PLAYERS, NULL },
      { WM_FIELD_MAX_PLAYERS, NULL },
      { WM_FIELD_HIGHWAYMEN, N_("Highwaymen on the board"), "/rules/highwayman/" },
      { WM_FIELD_INTRIGUE_MARKERS, NULL },
      { WM_N_FIELDS } } },
  { N_("Variants"), N_("The defaults of the variant toggles; players may change them at setup."),
    { { WM_FIELD_NO_EVENTS, N_("Play without the event deck") },
      { WM_FIELD_MEANER_HIGHWAYMEN, N_("A character that can move may not stay put on any turn"),
        "/rules/move/meaner-highwaymen" },
      { WM_FIELD_HIGHER_GOAL_ON,
        N_("Play until someone has the higher goal in gold: longer games, best for two") },
      { WM_FIELD_VARIABLE_SETUP, N_("Use the B sides of the regions"), "/rules/setup/sides" },
      { WM_N_FIELDS } } },
};

static WmField
field_of (GtkWidget *editor)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (editor), "wm-field"));
}

static void
commit (WmRulesPage *self, WmField field, int value)
{
  g_autoptr (GError) error = NULL;

  if (self->updating || self->document == NULL)
    return;
  if (!wm_document_set_field (self->document, field, value, &error))
    g_warning ("Could not change %s: %s", wm_field_name (field), error->message);
}

static void
spin_changed_cb (GtkSpinButton *spin, WmRulesPage *self)
{
  commit (self, field_of (GTK_WIDGET (spin)), gtk_spin_button_get_value_as_int (spin));
}

static void
switch_active_cb (GtkSwitch *toggle, GParamSpec *pspec, WmRulesPage *self)
{
  commit (self, field_of (GTK_WIDGET (toggle)), gtk_switch_get_active (toggle));
}

static GtkWidget *
new_editor (WmRulesPage *self, WmField field)
{
  GtkWidget *editor;
  int min, max;

  if (wm_field_is_toggle (field))
    {
      editor = gtk_switch_new ();
      g_signal_connect (editor, "notify::active", G_CALLBACK (switch_active_cb), self);
    }
  else
    {
      wm_field_range (field, &min, &max);
      editor = wm_number_field_new (min, max, 1);
      gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (editor), TRUE);
      wm_number_field_refuse_beyond_named (GTK_SPIN_BUTTON (editor), wm_field_name (field));
      g_signal_connect (editor, "value-changed", G_CALLBACK (spin_changed_cb), self);
    }
  gtk_widget_set_valign (editor, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (editor), "wm-field", GINT_TO_POINTER (field));
  gtk_accessible_update_property (GTK_ACCESSIBLE (editor), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  wm_field_name (field), -1);
  return editor;
}

/* ---- deck sizes --------------------------------------------------------- */

typedef struct
{
  const char *deck;
  int size;
} SizeEdit;

/* The rulebook's size typed back is no size of the variant's own: the
 * attribute goes, as in a file that never stated one. */
static void
set_deck_size (WmVariant *variant, gpointer data)
{
  const SizeEdit *edit = data;
  WmDeck *deck = wm_variant_find_deck (variant, edit->deck);

  if (deck != NULL)
    deck->size = edit->size == wm_registry_card_kind (deck->kind)->rulebook_size ? 0 : edit->size;
}

static void
size_changed_cb (GtkSpinButton *spin, WmRulesPage *self)
{
  SizeEdit edit = { g_object_get_data (G_OBJECT (spin), "wm-deck"),
                    gtk_spin_button_get_value_as_int (spin) };
  g_autoptr (GError) error = NULL;
  g_autofree char *label = NULL;
  g_autofree char *key = NULL;
  WmVariant *variant;
  WmDeck *deck;

  if (self->updating || self->document == NULL)
    return;
  variant = wm_document_get_variant (self->document);
  deck = wm_variant_find_deck (variant, edit.deck);
  if (deck == NULL || wm_deck_meant_size (deck) == edit.size)
    return;
  label = g_strdup_printf (_("Change the size of “%s”"),
                           wm_variant_display_name (variant, &deck->name, deck->id));
  key = g_strconcat ("deck-size ", edit.deck, NULL);
  /* One undo step per drag or typed value, not one per value passed. */
  if (!wm_document_edit_merging (self->document, label, key, set_deck_size, &edit, &error))
    wm_window_report (GTK_WIDGET (self), error);
}

/* What the rulebook gives a deck of @deck's kind, and what it holds. */
static char *
size_subtitle (const WmDeck *deck)
{
  int rulebook = wm_registry_card_kind (deck->kind)->rulebook_size;
  guint n = deck->cards->len;

  switch (deck->kind)
    {
    case WM_DECK_COMMON_QUEST:
      return g_strdup_printf (g_dngettext (NULL,
                                           "The rulebook gives each region %d; the deck has %u",
                                           "The rulebook gives each region %d; the deck has %u",
                                           n),
                              rulebook, n);
    case WM_DECK_MOVEMENT:
      return g_strdup_printf (g_dngettext (NULL,
                                           "The rulebook gives each character %d; the deck has %u",
                                           "The rulebook gives each character %d; the deck has %u",
                                           n),
                              rulebook, n);
    default:
      return g_strdup_printf (g_dngettext (NULL, "The rulebook has %d; the deck has %u",
                                           "The rulebook has %d; the deck has %u", n),
                              rulebook, n);
    }
}

static GtkWidget *
new_size_row (WmRulesPage *self, const WmVariant *variant, const WmDeck *deck)
{
  const char *name = wm_variant_display_name (variant, &deck->name, deck->id);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = wm_number_field_new (1, WM_GAME_MAX_CARDS, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  wm_number_field_refuse_beyond_named (GTK_SPIN_BUTTON (spin), name);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_object_set_data_full (G_OBJECT (spin), "wm-deck", g_strdup (deck->id), g_free);
  g_signal_connect (spin, "value-changed", G_CALLBACK (size_changed_cb), self);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  /* Names are the designer's text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  g_object_set_data (G_OBJECT (row), "wm-spin", spin);
  return row;
}

/* The decks that take a size, by id and name: the rows are made anew only
 * when these change, so that a size typed keeps its field's focus. */
static char *
size_key (const WmVariant *variant)
{
  GString *key = g_string_new (NULL);

  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      if (wm_deck_kind_takes_size (deck->kind))
        g_string_append_printf (key, "%s\n%s\n", deck->id,
                                wm_variant_display_name (variant, &deck->name, deck->id));
    }
  return g_string_free (key, FALSE);
}

static void
rebuild_size_rows (WmRulesPage *self, const WmVariant *variant)
{
  for (guint i = 0; i < self->size_rows->len; i++)
    adw_preferences_group_remove (ADW_PREFERENCES_GROUP (self->sizes_group),
                                  g_ptr_array_index (self->size_rows, i));
  g_ptr_array_set_size (self->size_rows, 0);
  for (guint d = 0; d < variant->decks->len; d++)
    {
      const WmDeck *deck = g_ptr_array_index (variant->decks, d);
      GtkWidget *row;

      if (!wm_deck_kind_takes_size (deck->kind))
        continue;
      row = new_size_row (self, variant, deck);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->sizes_group), row);
      g_ptr_array_add (self->size_rows, row);
    }
}

/* Each deck's size as the validator's deck-size check expects it: the
 * rulebook's, or the variant's own for a deck grown on purpose, whose
 * warning would otherwise stay for good. */
static void
update_sizes_group (WmRulesPage *self, const WmVariant *variant)
{
  g_autofree char *key = size_key (variant);

  if (g_strcmp0 (key, self->size_key) != 0)
    {
      rebuild_size_rows (self, variant);
      g_free (self->size_key);
      self->size_key = g_steal_pointer (&key);
    }
  for (guint i = 0; i < self->size_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->size_rows, i);
      GtkWidget *spin = g_object_get_data (G_OBJECT (row), "wm-spin");
      const WmDeck *deck = wm_variant_find_deck (variant, g_object_get_data (G_OBJECT (spin),
                                                                             "wm-deck"));
      g_autofree char *subtitle = size_subtitle (deck);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), wm_deck_meant_size (deck));
    }
}

static void
build_sizes_group (WmRulesPage *self)
{
  self->sizes_group = adw_preferences_group_new ();
  self->size_rows = g_ptr_array_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->sizes_group), _("Deck sizes"));
  adw_preferences_group_set_description (
      ADW_PREFERENCES_GROUP (self->sizes_group),
      _("The cards each deck is meant to have, which the validation compares it with: a deck "
        "grown on purpose says so here. Games deal whatever the decks hold."));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page),
                            ADW_PREFERENCES_GROUP (self->sizes_group));
}

/* ---- secret places ------------------------------------------------------ */

static WmSecretKind
secret_kind_of (GtkWidget *spin)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (spin), "wm-secret-kind"));
}

static gboolean
commit_secret (WmRulesPage *self, WmSecretKind kind, int count)
{
  g_autoptr (GError) error = NULL;

  if (self->updating || self->document == NULL)
    return TRUE;
  if (wm_piece_edit_secret_count (self->document, kind, count, &error))
    return TRUE;
  wm_window_report (GTK_WIDGET (self), error);
  return FALSE;
}

static void
secret_changed_cb (GtkSpinButton *spin, WmRulesPage *self)
{
  commit_secret (self, secret_kind_of (GTK_WIDGET (spin)), gtk_spin_button_get_value_as_int (spin));
}

/* A typed count beyond the schema's limits is refused with the model's
 * reason, and the field goes back to the count the file holds, rather than
 * quietly becoming 0 or 50. */
static void
secret_refused_cb (GtkSpinButton *spin, double typed, gpointer data)
{
  commit_secret (data, secret_kind_of (GTK_WIDGET (spin)), (int) CLAMP (typed, G_MININT, G_MAXINT));
}

static GtkWidget *
new_secret_row (WmRulesPage *self, WmSecretKind kind)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = wm_number_field_new (0, WM_SECRET_PLACE_MAX_COUNT, 1);

  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (spin), TRUE);
  wm_number_field_refuse_beyond (GTK_SPIN_BUTTON (spin), secret_refused_cb, self);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (spin), "wm-secret-kind", GINT_TO_POINTER (kind));
  g_signal_connect (spin, "value-changed", G_CALLBACK (secret_changed_cb), self);
  /* Names are the designer's text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), wm_secret_kind_to_string (kind));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  self->secrets[kind] = spin;
  self->secret_rows[kind] = row;
  return row;
}

static void
build_secret_group (WmRulesPage *self)
{
  self->secret_group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self->secret_group),
                                   _ ("Secret places"));
  /* Portals are where the engine chose most (resources/rules-notes.md). */
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self->secret_group),
                                           wm_rules_note_link_new ("/rules/move/portal"));
  for (int k = 0; k < WM_N_SECRET_KINDS; k++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (self->secret_group),
                               new_secret_row (self, k));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page),
                            ADW_PREFERENCES_GROUP (self->secret_group));
}

/* The group says how many slots the places must fill: on each side, the
 * places dealt and the map's "?" spaces are the same number. */
static void
update_secret_group (WmRulesPage *self, const WmVariant *variant)
{
  g_autofree char *description = NULL;
  g_autofree char *slots = NULL;
  int total = 0;

  for (int k = 0; k < WM_N_SECRET_KINDS; k++)
    {
      int count = wm_secret_place_count (variant, k);
      total += count;
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->secret_rows[k]),
                                     wm_secret_place_name (variant, k));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->secrets[k]),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      wm_secret_place_name (variant, k), -1);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->secrets[k]), count);
    }
  /* Translators: "the regions on the board have 12 secret slots (“?”
   * spaces) on side A and 12 on side B; the places below are 9 in all". A
   * region on no cell of the board deals none of its slots. */
  slots = g_strdup_printf (_ ("Secret slots of the regions on the board: %d on side A, %d on "
                              "side B. Secret places: %d."),
                           MAX (wm_validate_secret_slots (variant, 0), 0),
                           MAX (wm_validate_secret_slots (variant, 1), 0), total);
  description = g_strdup_printf (
      "%s %s",
      _ ("The setup deals these face down onto the map's secret slots (the “?” spaces), one "
         "to a slot: as many places as each side has slots."),
      slots);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self->secret_group),
                                         description);
}

/* The rows are built when the page is first shown (or asked for an
 * editor): a window starts on the overview, and its first frame need not
 * wait for thirteen spin buttons and switches. */
static void
build (WmRulesPage *self)
{
  if (self->page != NULL)
    return;
  self->page = adw_preferences_page_new ();
  gtk_widget_set_parent (self->page, GTK_WIDGET (self));

  for (guint g = 0; g < G_N_ELEMENTS (groups); g++)
    {
      GtkWidget *group = adw_preferences_group_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _(groups[g].title));
      if (groups[g].description != NULL)
        adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                               _(groups[g].description));
      for (const FieldRow *r = groups[g].rows; r->field != WM_N_FIELDS; r++)
        {
          GtkWidget *row = adw_action_row_new ();
          GtkWidget *editor = new_editor (self, r->field);

          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), wm_field_name (r->field));
          if (r->subtitle != NULL)
            adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(r->subtitle));
          if (r->note != NULL)
            adw_action_row_add_suffix (ADW_ACTION_ROW (row), wm_rules_note_link_new (r->note));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), editor);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), editor);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
          self->editors[r->field] = editor;
          self->rows[r->field] = row;
          self->subtitles[r->field] = r->subtitle;
        }
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page), ADW_PREFERENCES_GROUP (group));
    }
  build_sizes_group (self);
  /* The pieces below the numbers: the page scrolls, and a designer making
   * new regions comes here for their towns. */
  for (int k = 0; k < WM_N_PIECE_KINDS; k++)
    {
      self->pieces[k] = wm_piece_group_new (k);
      adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page),
                                ADW_PREFERENCES_GROUP (self->pieces[k]));
    }
  build_secret_group (self);
}

/* Marks @field's editor as holding a value that contradicts another. */
static void
mark_invalid (WmRulesPage *self, WmField field, gboolean invalid)
{
  GtkWidget *editor = self->editors[field];

  if (invalid)
    gtk_widget_add_css_class (editor, "error");
  else
    gtk_widget_remove_css_class (editor, "error");
  gtk_accessible_update_state (GTK_ACCESSIBLE (editor), GTK_ACCESSIBLE_STATE_INVALID,
                               invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
                               -1);
}

/* Two values that contradict each other (@problem, or NULL when they
 * agree) stay as the designer typed them: clamping one to the other would
 * get in the way of an edit in two steps (goal 30, then higher goal 35)
 * and would show other values than the file holds. Instead both editors
 * are marked and @first's row says why, in the words the validator uses. */
static void
show_problem (WmRulesPage *self, WmField first, WmField second, const char *problem)
{
  AdwActionRow *row = ADW_ACTION_ROW (self->rows[first]);

  mark_invalid (self, first, problem != NULL);
  mark_invalid (self, second, problem != NULL);
  if (problem != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (problem, -1);
      adw_action_row_set_subtitle (row, escaped);
    }
  else
    adw_action_row_set_subtitle (row, self->subtitles[first] ? _(self->subtitles[first]) : "");
}

static void
update_problems (WmRulesPage *self, const WmVariant *variant)
{
  g_autofree char *players = wm_rules_players_problem (&variant->rules);
  g_autofree char *goal = wm_rules_goal_problem (&variant->rules);

  show_problem (self, WM_FIELD_MIN_PLAYERS, WM_FIELD_MAX_PLAYERS, players);
  show_problem (self, WM_FIELD_HIGHER_GOAL, WM_FIELD_GOAL, goal);
}

/* Shows the document's values; the widgets never hold state of their own. */
static void
update (WmRulesPage *self)
{
  WmVariant *variant;

  if (self->document == NULL || self->page == NULL)
    return;
  variant = wm_document_get_variant (self->document);
  self->updating = TRUE;
  for (int f = 0; f < WM_N_FIELDS; f++)
    {
      int value = wm_field_get (variant, f);
      if (GTK_IS_SWITCH (self->editors[f]))
        gtk_switch_set_active (GTK_SWITCH (self->editors[f]), value != 0);
      else
        gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->editors[f]), value);
    }
  update_problems (self, variant);
  update_secret_group (self, variant);
  update_sizes_group (self, variant);
  self->updating = FALSE;
  for (int k = 0; k < WM_N_PIECE_KINDS; k++)
    wm_piece_group_update (WM_PIECE_GROUP (self->pieces[k]), self->document);
}

void
wm_rules_page_set_document (WmRulesPage *self, WmDocument *document)
{
  g_return_if_fail (WM_IS_RULES_PAGE (self));

  if (self->document == document)
    return;
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_set_object (&self->document, document);
  if (document != NULL)
    g_signal_connect_swapped (document, "changed", G_CALLBACK (update), self);
  update (self);
}

GtkWidget *
wm_rules_page_get_editor (WmRulesPage *self, WmField field)
{
  g_return_val_if_fail (WM_IS_RULES_PAGE (self), NULL);
  g_return_val_if_fail (field < WM_N_FIELDS, NULL);
  if (self->page == NULL)
    {
      build (self);
      update (self);
    }
  return self->editors[field];
}

GtkWidget *
wm_rules_page_get_secret_editor (WmRulesPage *self, WmSecretKind kind)
{
  g_return_val_if_fail (WM_IS_RULES_PAGE (self), NULL);
  g_return_val_if_fail (kind < WM_N_SECRET_KINDS, NULL);
  if (self->page == NULL)
    {
      build (self);
      update (self);
    }
  return self->secrets[kind];
}

GtkWidget *
wm_rules_page_get_size_editor (WmRulesPage *self, const char *deck)
{
  g_return_val_if_fail (WM_IS_RULES_PAGE (self), NULL);
  if (self->page == NULL)
    {
      build (self);
      update (self);
    }
  for (guint i = 0; i < self->size_rows->len; i++)
    {
      GtkWidget *spin = g_object_get_data (g_ptr_array_index (self->size_rows, i), "wm-spin");
      if (g_strcmp0 (g_object_get_data (G_OBJECT (spin), "wm-deck"), deck) == 0)
        return spin;
    }
  return NULL;
}

/* The row of @kind's first piece, NULL when there is none. */
static GtkWidget *
first_piece_row (WmRulesPage *self, WmPieceKind kind)
{
  g_auto (GStrv) ids = wm_piece_ids (wm_document_get_variant (self->document), kind);

  if (ids[0] == NULL)
    return NULL;
  return wm_piece_group_get_row (WM_PIECE_GROUP (self->pieces[kind]), ids[0]);
}

/* The row of the piece a `where` names by id ("town ID", "path-type ID",
 * "weapon-type ID": its name's problems), NULL for any other. */
static GtkWidget *
piece_row_for (WmRulesPage *self, const char *where)
{
  static const char *const words[WM_N_PIECE_KINDS]
      = { [WM_PIECE_TOWN] = "town ", [WM_PIECE_PATH_TYPE] = "path-type ",
          [WM_PIECE_WEAPON_TYPE] = "weapon-type " };

  for (guint kind = 0; where != NULL && kind < WM_N_PIECE_KINDS; kind++)
    if (g_str_has_prefix (where, words[kind]))
      return wm_piece_group_get_row (WM_PIECE_GROUP (self->pieces[kind]),
                                     where + strlen (words[kind]));
  return NULL;
}

/* The "Deck sizes" row of the deck @where names ("deck events"). */
static GtkWidget *
size_row_for (WmRulesPage *self, const char *where)
{
  if (where == NULL || !g_str_has_prefix (where, "deck "))
    return NULL;
  for (guint i = 0; i < self->size_rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->size_rows, i);
      GtkWidget *spin = g_object_get_data (G_OBJECT (row), "wm-spin");
      if (g_strcmp0 (g_object_get_data (G_OBJECT (spin), "wm-deck"), where + strlen ("deck "))
          == 0)
        return row;
    }
  return NULL;
}

static GtkWidget *
row_for (WmRulesPage *self, const char *where, const char *code)
{
  if (g_strcmp0 (code, "deck-size") == 0)
    return size_row_for (self, where);
  if (g_strcmp0 (code, "setup-secret-slots") == 0)
    return self->secret_rows[0];
  if (code != NULL && g_str_has_prefix (code, "setup-weapon"))
    return first_piece_row (self, WM_PIECE_WEAPON_TYPE);
  return piece_row_for (self, where);
}

/* The first list row inside @widget, depth first: an expander row's header. */
static GtkWidget *
first_list_row (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = GTK_IS_LIST_BOX_ROW (child) ? child : first_list_row (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A piece's expander row takes no focus itself: its header does, the row
 * the designer clicks. Not the header's Remove button, which moving into
 * the row would pick and the next Space press would press, nor the name
 * entry, hidden while the row is closed. */
static gboolean
grab_row_focus (GtkWidget *row)
{
  GtkWidget *header;

  if (gtk_widget_grab_focus (row))
    return TRUE;
  header = first_list_row (row);
  if (header != NULL && gtk_widget_grab_focus (header))
    return TRUE;
  return gtk_widget_child_focus (row, GTK_DIR_TAB_FORWARD);
}

/* The page scrolls to the row itself (scroll_to ()), not the viewport to
 * the focus (wm_scroll_grab_in_place () says why). */
static void
focus_row (GtkWidget *row)
{
  wm_scroll_grab_in_place (row, grab_row_focus);
}

/* Scrolls the page so that @row's group shows, from its heading down as
 * far as the page holds, and then @row itself: a new town is last in a
 * group taller than the page. */
static void
scroll_to (GtkWidget *row)
{
  GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

  if (group != NULL)
    wm_scroll_to (row, group);
}

/* Once the page has its size, so that it can scroll to the row. */
static gboolean
focus_row_cb (gpointer data)
{
  GtkWidget *row = data;

  if (gtk_widget_get_root (row) != NULL)
    {
      focus_row (row);
      scroll_to (row);
    }
  return G_SOURCE_REMOVE;
}

GtkWidget *
wm_rules_page_reveal (WmRulesPage *self, const char *where, const char *code)
{
  GtkWidget *row;

  g_return_val_if_fail (WM_IS_RULES_PAGE (self), NULL);
  if (self->document == NULL)
    return NULL;
  if (self->page == NULL)
    {
      build (self);
      update (self);
    }
  row = row_for (self, where, code);
  if (row == NULL)
    return NULL;
  focus_row (row);
  g_idle_add_full (G_PRIORITY_LOW, focus_row_cb, g_object_ref (row), g_object_unref);
  return row;
}

static void
wm_rules_page_dispose (GObject *object)
{
  WmRulesPage *self = WM_RULES_PAGE (object);

  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  g_clear_pointer (&self->page, gtk_widget_unparent);
  g_clear_pointer (&self->size_rows, g_ptr_array_unref);
  g_clear_pointer (&self->size_key, g_free);
  G_OBJECT_CLASS (wm_rules_page_parent_class)->dispose (object);
}

static void
wm_rules_page_map (GtkWidget *widget)
{
  WmRulesPage *self = WM_RULES_PAGE (widget);

  if (self->page == NULL)
    {
      build (self);
      update (self);
    }
  GTK_WIDGET_CLASS (wm_rules_page_parent_class)->map (widget);
}

static void
wm_rules_page_class_init (WmRulesPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = wm_rules_page_dispose;
  GTK_WIDGET_CLASS (klass)->map = wm_rules_page_map;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
wm_rules_page_init (WmRulesPage *self)
{
}

GtkWidget *
wm_rules_page_new (void)
{
  return g_object_new (WM_TYPE_RULES_PAGE, NULL);
}
