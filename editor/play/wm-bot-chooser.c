#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-bot-chooser.h"
#include "wm-file-chooser.h"
#include "wm-sim-report.h"

#define N_ROWS WM_GAME_MAX_PLAYERS

static const struct
{
  const char *title, *description;
} tiers[WM_N_BOT_TIERS] = {
  [WM_BOT_RANDOM] = { N_("Random"), N_("Any legal move, picked at random") },
  [WM_BOT_GREEDY] = { N_("Greedy"), N_("The move that ends this turn best by its persona's weights") },
  [WM_BOT_PLANNER] = { N_("Planner"),
                       N_("Plans the whole day: the bid, the three moves and the card set aside") },
  [WM_BOT_LOOKAHEAD] = { N_("Lookahead"),
                         N_("The planner's best plans tried on guesses of the hidden cards; slowest") },
};

/* The built-in personas of wm-bot.c by name, in its order. */
static const struct
{
  const char *name, *title, *description;
} builtins[] = {
  { "balanced", N_("Balanced"), N_("Weighs gold, quests, exploring and forts alike") },
  { "quest-runner", N_("Quest runner"), N_("Takes many quests and heads for their targets") },
  { "explorer", N_("Explorer"), N_("Seeks out undiscovered inns and secret places") },
  { "fort-collector", N_("Fort collector"), N_("Goes for the weapons in the forts") },
};

struct _WmBotChooser
{
  GtkWidget parent_instance;

  GtkMenuButton *button;
  GtkLabel *button_label;
  GtkStringList *tier_list;    /* the drop-downs' items, shared by the rows */
  GtkStringList *persona_list;
  GArray *personas;            /* WmPersona for each item of persona_list */
  GKeyFile *file;              /* the persona file loaded last */
  char *file_name;             /* its name for display */
  char *file_path;             /* and where it is, to be found again */
  GtkFileChooserNative *native;
  GtkWidget *rows[N_ROWS][3];  /* seat label, tier, persona */
  GtkLabel *file_label, *error_label, *command_label;
  char *summary;
  WmBotChooserCommandFunc command_func; /* the whole command line, else NULL */
  gpointer command_data;
  int n_seats;
  gboolean updating;           /* the persona list is being replaced */
};

G_DEFINE_FINAL_TYPE (WmBotChooser, wm_bot_chooser, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_N_SEATS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

const char *
wm_bot_chooser_tier_title (WmBotTier tier)
{
  g_return_val_if_fail (tier >= 0 && tier < WM_N_BOT_TIERS, NULL);
  return _(tiers[tier].title);
}

const char *
wm_bot_chooser_tier_description (WmBotTier tier)
{
  g_return_val_if_fail (tier >= 0 && tier < WM_N_BOT_TIERS, NULL);
  return _(tiers[tier].description);
}

static GtkDropDown *
tier_drop_down (WmBotChooser *self, int seat)
{
  return GTK_DROP_DOWN (self->rows[seat][1]);
}

static GtkDropDown *
persona_drop_down (WmBotChooser *self, int seat)
{
  return GTK_DROP_DOWN (self->rows[seat][2]);
}

static const WmPersona *
persona_at (WmBotChooser *self, guint index)
{
  g_assert (index < self->personas->len);
  return &g_array_index (self->personas, WmPersona, index);
}

/* Which built-in persona @p is (an index of builtins[]), or -1 for one of
 * a file, also when the file names it like a built-in one but weighs
 * otherwise. */
static int
builtin_index (const WmPersona *p)
{
  const WmPersona *b = wm_persona_builtin (p->name);

  if (b == NULL || b->gold != p->gold || b->quest != p->quest || b->take != p->take
      || b->explore != p->explore || b->fort != p->fort || b->side != p->side || b->bid != p->bid)
    return -1;
  for (guint i = 0; i < G_N_ELEMENTS (builtins); i++)
    if (strcmp (builtins[i].name, p->name) == 0)
      return (int) i;
  g_assert_not_reached ();
}

/* A persona's name: a built-in one's in the UI's language, a file's as its
 * group is called. */
static const char *
persona_title (const WmPersona *p)
{
  int b = builtin_index (p);

  return b >= 0 ? _(builtins[b].title) : p->name;
}

/* The persona item called @name, or -1. */
static int
persona_index (WmBotChooser *self, const char *name)
{
  for (guint i = 0; i < self->personas->len; i++)
    if (strcmp (persona_at (self, i)->name, name) == 0)
      return (int) i;
  return -1;
}

static char *
persona_description (WmBotChooser *self, const WmPersona *p)
{
  int b = builtin_index (p);

  if (b >= 0)
    return g_strdup (_(builtins[b].description));
  /* TRANSLATORS: a persona read from a key file and its weights; the
   * weights' names are the file's keys and stay as they are */
  return g_strdup_printf (_("From %s: gold %.1f, quest %.1f, take %.1f, explore %.1f, fort %.1f, "
                            "side %.1f, bid %.1f"),
                          self->file_name, p->gold, p->quest, p->take, p->explore, p->fort,
                          p->side, p->bid);
}

/* ---- the summary ------------------------------------------------------------- */

char *
wm_bot_chooser_title (const WmBotSpec *spec)
{
  if (builtin_index (&spec->persona) == 0)
    return g_strdup (wm_bot_chooser_tier_title (spec->tier));
  /* TRANSLATORS: a bot's tier and its persona, e.g. "Greedy (Explorer)" */
  return g_strdup_printf (_("%s (%s)"), wm_bot_chooser_tier_title (spec->tier),
                          persona_title (&spec->persona));
}

char *
wm_bot_chooser_describe (const WmBotSpec *bots, int n_bots, int n_seats)
{
  g_autoptr (GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  GString *list = g_string_new (NULL);
  int counts[WM_GAME_MAX_PLAYERS] = { 0 };

  g_return_val_if_fail (n_bots > 0 && n_seats > 0 && n_seats <= WM_GAME_MAX_PLAYERS, NULL);
  for (int seat = 0; seat < n_seats; seat++)
    {
      g_autofree char *title = wm_bot_chooser_title (&bots[seat % n_bots]);
      guint at;
      if (g_ptr_array_find_with_equal_func (titles, title, g_str_equal, &at))
        counts[at]++;
      else
        {
          counts[titles->len] = 1;
          g_ptr_array_add (titles, g_steal_pointer (&title));
        }
    }
  for (guint i = 0; i < titles->len; i++)
    {
      if (i > 0)
        g_string_append (list, ", ");
      if (counts[i] == 1)
        g_string_append (list, g_ptr_array_index (titles, i));
      else
        /* TRANSLATORS: how many seats a bot takes, e.g. "2 × Greedy" */
        g_string_append_printf (list, _("%d × %s"), counts[i],
                                (char *) g_ptr_array_index (titles, i));
    }
  return g_string_free (list, FALSE);
}

static char *
summarise (WmBotChooser *self)
{
  WmBotSpec bots[N_ROWS];
  g_autofree char *list = NULL;

  for (int seat = 0; seat < self->n_seats; seat++)
    wm_bot_chooser_get_spec (self, seat, &bots[seat]);
  list = wm_bot_chooser_describe (bots, self->n_seats, self->n_seats);
  /* TRANSLATORS: the button that chooses the bots, e.g. "Bots: 4 × Greedy" */
  return g_strdup_printf (_("Bots: %s"), list);
}

/* The command line that runs the same batch: the page's whole line
 * (review a: "simulate --bots greedy,…" alone played 1,000 games of seed
 * 1 of no file), else the bots' part of it. */
static void
update_command (WmBotChooser *self)
{
  g_autofree char *bots = wm_bot_chooser_to_string (self), *command = NULL;
  g_autofree char *personas = self->file_path ? wm_shell_word (self->file_path) : NULL;

  if (self->command_func != NULL)
    command = self->command_func (bots, personas, self->command_data);
  else
    command = personas ? g_strdup_printf ("simulate --bots %s --personas %s", bots, personas)
                       : g_strdup_printf ("simulate --bots %s", bots);
  gtk_label_set_text (self->command_label, command);
}

char *
wm_shell_word (const char *word)
{
  for (const char *c = word; *c; c++)
    if (!g_ascii_isalnum (*c) && strchr ("._/-,:+=@%", *c) == NULL)
      return g_shell_quote (word);
  return *word ? g_strdup (word) : g_shell_quote (word);
}

void
wm_bot_chooser_set_command_func (WmBotChooser *self, WmBotChooserCommandFunc func, gpointer data)
{
  g_return_if_fail (WM_IS_BOT_CHOOSER (self));
  self->command_func = func;
  self->command_data = data;
  update_command (self);
}

const char *
wm_bot_chooser_get_command (WmBotChooser *self)
{
  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), NULL);
  update_command (self);
  return gtk_label_get_text (self->command_label);
}

/* The button's label, the rows' tooltips and the command line that runs
 * the same batch, after any change. */
static void
update (WmBotChooser *self)
{

  if (self->updating)
    return;
  for (int seat = 0; seat < N_ROWS; seat++)
    {
      guint tier = gtk_drop_down_get_selected (tier_drop_down (self, seat));
      guint persona = gtk_drop_down_get_selected (persona_drop_down (self, seat));
      g_autofree char *about = persona_description (self, persona_at (self, persona));
      gtk_widget_set_tooltip_text (self->rows[seat][1], wm_bot_chooser_tier_description (tier));
      gtk_widget_set_tooltip_text (self->rows[seat][2], about);
      gtk_widget_set_visible (self->rows[seat][0], seat < self->n_seats);
      gtk_widget_set_visible (self->rows[seat][1], seat < self->n_seats);
      gtk_widget_set_visible (self->rows[seat][2], seat < self->n_seats);
    }
  g_free (self->summary);
  self->summary = summarise (self);
  gtk_label_set_text (self->button_label, self->summary);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->button), self->summary);
  update_command (self);
}

/* ---- persona files ------------------------------------------------------------ */

/* Replaces the persona items: the built-ins first, but for those a group
 * of the file overrides (`simulate` looks in the file first), then the
 * file's. Each row keeps its persona by name, else takes the balanced. */
static void
set_personas (WmBotChooser *self, const GArray *loaded)
{
  char kept[N_ROWS][sizeof ((WmPersona *) NULL)->name];
  g_autoptr (GPtrArray) titles = g_ptr_array_new ();
  guint old = self->personas->len;

  for (int seat = 0; seat < N_ROWS; seat++)
    {
      guint selected = gtk_drop_down_get_selected (persona_drop_down (self, seat));
      g_strlcpy (kept[seat], selected < old ? persona_at (self, selected)->name : "balanced",
                 sizeof kept[seat]);
    }
  g_array_set_size (self->personas, 0);
  for (guint i = 0; i < G_N_ELEMENTS (builtins); i++)
    if (self->file == NULL || !g_key_file_has_group (self->file, builtins[i].name))
      {
        const WmPersona *builtin = wm_persona_builtin (builtins[i].name);
        g_assert (builtin != NULL);
        g_array_append_val (self->personas, *builtin);
      }
  if (loaded != NULL)
    g_array_append_vals (self->personas, loaded->data, loaded->len);
  for (guint i = 0; i < self->personas->len; i++)
    g_ptr_array_add (titles, (gpointer) persona_title (persona_at (self, i)));
  g_ptr_array_add (titles, NULL);

  self->updating = TRUE;
  gtk_string_list_splice (self->persona_list, 0, old, (const char *const *) titles->pdata);
  for (int seat = 0; seat < N_ROWS; seat++)
    gtk_drop_down_set_selected (persona_drop_down (self, seat),
                                MAX (0, persona_index (self, kept[seat])));
  self->updating = FALSE;
  update (self);
}

/* Reads the persona file at @path; on an error the personas stay. */
static gboolean
read_personas (WmBotChooser *self, const char *path, GError **error)
{
  g_autoptr (GKeyFile) file = NULL;
  g_autoptr (GArray) loaded = g_array_new (FALSE, FALSE, sizeof (WmPersona));
  g_autofree char *name = g_filename_display_basename (path);
  g_autofree char *about = NULL;

  file = wm_persona_file_load (path, name, loaded, error);
  if (file == NULL)
    return FALSE;
  g_clear_pointer (&self->file, g_key_file_unref);
  self->file = g_steal_pointer (&file);
  g_free (self->file_name);
  self->file_name = g_steal_pointer (&name);
  g_free (self->file_path);
  self->file_path = g_canonicalize_filename (path, NULL);
  about = g_strdup_printf (ngettext ("%u persona from %s", "%u personas from %s", loaded->len),
                           loaded->len, self->file_name);
  gtk_label_set_text (self->file_label, about);
  set_personas (self, loaded);
  return TRUE;
}

gboolean
wm_bot_chooser_load_personas (WmBotChooser *self, const char *path, GError **error)
{
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* A bad file leaves what was chosen alone: the designer fixes the file
   * and loads it again. */
  read_personas (self, path, &local);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), local != NULL);
  if (local != NULL)
    {
      gtk_label_set_text (self->error_label, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  return TRUE;
}

GKeyFile *
wm_bot_chooser_get_personas (WmBotChooser *self)
{
  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), NULL);
  return self->file;
}

const char *
wm_bot_chooser_get_personas_path (WmBotChooser *self)
{
  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), NULL);
  return self->file_path;
}

static void
load_response_cb (GtkNativeDialog *native, int response, WmBotChooser *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      g_autofree char *path = g_file_get_path (file);
      if (path != NULL)
        wm_bot_chooser_load_personas (self, path, NULL); /* the popover shows an error */
    }
  g_clear_object (&self->native);
  /* Back where the designer was, with the new personas or the error. */
  gtk_menu_button_popup (self->button);
}

static void
load_clicked_cb (WmBotChooser *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autoptr (GtkFileFilter) keys = gtk_file_filter_new ();
  g_autoptr (GtkFileFilter) all = gtk_file_filter_new ();

  if (self->native != NULL)
    return;
  self->native = gtk_file_chooser_native_new (_("Load Personas"),
                                              GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                              GTK_FILE_CHOOSER_ACTION_OPEN, NULL, NULL);
  gtk_file_filter_set_name (keys, _("Persona files (*.ini, *.conf, *.txt)"));
  gtk_file_filter_add_pattern (keys, "*.ini");
  gtk_file_filter_add_pattern (keys, "*.conf");
  gtk_file_filter_add_pattern (keys, "*.txt");
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->native), keys);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->native), all);
  g_signal_connect (self->native, "response", G_CALLBACK (load_response_cb), self);
  gtk_menu_button_popdown (self->button);
  wm_file_chooser_show (self->native);
}

/* ---- public ---------------------------------------------------------------------- */

void
wm_bot_chooser_set_n_seats (WmBotChooser *self, int n_seats)
{
  g_return_if_fail (WM_IS_BOT_CHOOSER (self));
  g_return_if_fail (n_seats >= 1 && n_seats <= N_ROWS);

  if (self->n_seats == n_seats)
    return;
  self->n_seats = n_seats;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SEATS]);
}

int
wm_bot_chooser_get_n_seats (WmBotChooser *self)
{
  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), 0);
  return self->n_seats;
}

void
wm_bot_chooser_get_spec (WmBotChooser *self, int seat, WmBotSpec *out)
{
  g_return_if_fail (WM_IS_BOT_CHOOSER (self));
  g_return_if_fail (seat >= 0 && seat < N_ROWS);

  out->tier = gtk_drop_down_get_selected (tier_drop_down (self, seat));
  out->persona = *persona_at (self, gtk_drop_down_get_selected (persona_drop_down (self, seat)));
}

char *
wm_bot_chooser_to_string (WmBotChooser *self)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), NULL);
  for (int seat = 0; seat < self->n_seats; seat++)
    {
      WmBotSpec spec;
      g_autofree char *text = NULL;
      wm_bot_chooser_get_spec (self, seat, &spec);
      text = wm_bot_spec_to_string (&spec);
      g_string_append_printf (out, "%s%s", seat > 0 ? "," : "", text);
    }
  return g_string_free (out, FALSE);
}

gboolean
wm_bot_chooser_set_from_string (WmBotChooser *self, const char *bots, GError **error)
{
  WmBotSpec specs[N_ROWS];
  int n;

  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), FALSE);
  g_return_val_if_fail (bots != NULL, FALSE);

  n = wm_bot_list_parse (bots, self->file, _("Bots"), specs, N_ROWS, error);
  if (n == 0)
    return FALSE;
  /* The parser looked in the file first, as the list does: every persona it
   * found is an item. */
  self->updating = TRUE;
  for (int seat = 0; seat < N_ROWS; seat++)
    {
      const WmBotSpec *spec = &specs[seat % n];
      gtk_drop_down_set_selected (tier_drop_down (self, seat), spec->tier);
      gtk_drop_down_set_selected (persona_drop_down (self, seat),
                                  MAX (0, persona_index (self, spec->persona.name)));
    }
  self->updating = FALSE;
  update (self);
  return TRUE;
}

gboolean
wm_bot_chooser_restore (WmBotChooser *self, const char *personas_path, const char *bots)
{
  g_autoptr (GError) error = NULL;
  gboolean whole = TRUE;

  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), FALSE);

  /* What a designer chose last time is a convenience: a file moved away or
   * broken since, or a line naming its personas, leaves the default bots
   * without an error to dismiss. */
  if (personas_path != NULL && *personas_path != '\0'
      && !read_personas (self, personas_path, &error))
    {
      g_debug ("Remembered persona file not loaded: %s", error->message);
      g_clear_error (&error);
      whole = FALSE;
    }
  if (bots != NULL && *bots != '\0' && !wm_bot_chooser_set_from_string (self, bots, &error))
    {
      g_debug ("Remembered bots “%s” not restored: %s", bots, error->message);
      return FALSE;
    }
  return whole;
}

const char *
wm_bot_chooser_get_summary (WmBotChooser *self)
{
  g_return_val_if_fail (WM_IS_BOT_CHOOSER (self), NULL);
  return self->summary;
}

/* ---- building ------------------------------------------------------------------- */

/* The drop-downs' lists show each item's name over one line on what it
 * does, and a check on the chosen one; the button shows the name alone.
 * Each drop-down has its own factory, whose data is the drop-down. */
static void
item_setup_cb (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *about = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_xalign (GTK_LABEL (about), 0);
  gtk_label_set_wrap (GTK_LABEL (about), TRUE);
  /* A wrapping label asks for the width of its longest word: without a
   * width the list would be one word wide. */
  gtk_label_set_width_chars (GTK_LABEL (about), 34);
  gtk_label_set_max_width_chars (GTK_LABEL (about), 40);
  gtk_widget_add_css_class (about, "caption");
  gtk_widget_add_css_class (about, "dim-label");
  gtk_widget_set_hexpand (box, TRUE);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), about);
  gtk_box_append (GTK_BOX (row), box);
  gtk_box_append (GTK_BOX (row), gtk_image_new_from_icon_name ("object-select-symbolic"));
  gtk_list_item_set_child (item, row);
}

static void
check_update (GtkDropDown *drop_down, GParamSpec *pspec, GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  /* Hidden by opacity, so every row keeps the same width. */
  gtk_widget_set_opacity (check, gtk_drop_down_get_selected (drop_down)
                                         == gtk_list_item_get_position (item)
                                     ? 1
                                     : 0);
}

void
wm_drop_down_check_bind (GtkDropDown *drop_down, GtkListItem *item)
{
  g_signal_connect (drop_down, "notify::selected", G_CALLBACK (check_update), item);
  check_update (drop_down, NULL, item);
}

void
wm_drop_down_check_unbind (GtkDropDown *drop_down, GtkListItem *item)
{
  g_signal_handlers_disconnect_by_func (drop_down, check_update, item);
}

static void
item_bind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, GtkDropDown *drop_down)
{
  WmBotChooser *self = g_object_get_data (G_OBJECT (drop_down), "wm-bot-chooser");
  guint index = gtk_list_item_get_position (item);
  GtkWidget *box = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *title = gtk_widget_get_first_child (box);
  g_autofree char *about = NULL;

  if (gtk_drop_down_get_model (drop_down) == G_LIST_MODEL (self->tier_list))
    about = g_strdup (wm_bot_chooser_tier_description (index));
  else if (index < self->personas->len)
    about = persona_description (self, persona_at (self, index));
  gtk_label_set_text (GTK_LABEL (title),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_next_sibling (title)), about ? about : "");
  wm_drop_down_check_bind (drop_down, item);
}

static void
item_unbind_cb (GtkSignalListItemFactory *factory, GtkListItem *item, GtkDropDown *drop_down)
{
  wm_drop_down_check_unbind (drop_down, item);
}

static GtkDropDown *
drop_down_new (WmBotChooser *self, GtkStringList *items, const char *name)
{
  GtkDropDown *drop_down = GTK_DROP_DOWN (gtk_drop_down_new (G_LIST_MODEL (g_object_ref (items)), NULL));
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_object_set_data (G_OBJECT (drop_down), "wm-bot-chooser", self);
  g_signal_connect (factory, "setup", G_CALLBACK (item_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (item_bind_cb), drop_down);
  g_signal_connect (factory, "unbind", G_CALLBACK (item_unbind_cb), drop_down);
  gtk_drop_down_set_list_factory (drop_down, factory);
  gtk_widget_set_name (GTK_WIDGET (drop_down), name);
  g_signal_connect_swapped (drop_down, "notify::selected", G_CALLBACK (update), self);
  return drop_down;
}

static GtkWidget *
build_rows (WmBotChooser *self)
{
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());

  gtk_grid_set_row_spacing (grid, 6);
  gtk_grid_set_column_spacing (grid, 12);
  for (int seat = 0; seat < N_ROWS; seat++)
    {
      g_autofree char *name = g_strdup_printf (_("Seat %d"), seat + 1);
      g_autofree char *tier_name = g_strdup_printf ("tier-%d", seat + 1);
      g_autofree char *persona_name = g_strdup_printf ("persona-%d", seat + 1);

      self->rows[seat][0] = gtk_label_new (name);
      gtk_label_set_xalign (GTK_LABEL (self->rows[seat][0]), 0);
      self->rows[seat][1] = GTK_WIDGET (drop_down_new (self, self->tier_list, tier_name));
      self->rows[seat][2] = GTK_WIDGET (drop_down_new (self, self->persona_list, persona_name));
      gtk_drop_down_set_selected (tier_drop_down (self, seat), WM_BOT_GREEDY);
      for (int c = 0; c < 3; c++)
        gtk_grid_attach (grid, self->rows[seat][c], c, seat, 1, 1);
    }
  return GTK_WIDGET (grid);
}

static GtkLabel *
caption_new (GtkWidget *box, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static GtkWidget *
build_file_row (WmBotChooser *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *load = gtk_button_new_with_mnemonic (_("_Load Personas…"));

  gtk_widget_set_tooltip_text (load, _("Your own weights from a key file, as simulate --personas reads it"));
  g_signal_connect_swapped (load, "clicked", G_CALLBACK (load_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), load);
  self->file_label = caption_new (row, _("Groups such as [cautious] with gold, quest, take, explore, "
                                         "fort, side and bid from 0 to 10"));
  gtk_widget_add_css_class (GTK_WIDGET (self->file_label), "dim-label");
  gtk_widget_set_hexpand (GTK_WIDGET (self->file_label), TRUE);
  return row;
}

static GtkWidget *
build_popover (WmBotChooser *self)
{
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkLabel *rotation;

  gtk_box_append (GTK_BOX (box), build_rows (self));
  rotation = caption_new (box, _("The seats of the first game: each further game moves every bot "
                                 "one seat on, so each plays every seat equally often."));
  gtk_widget_add_css_class (GTK_WIDGET (rotation), "dim-label");
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), build_file_row (self));
  self->error_label = caption_new (box, NULL);
  gtk_label_set_selectable (self->error_label, TRUE);
  /* Selectable, to copy, but not focused: focus would select it all. */
  gtk_widget_set_focusable (GTK_WIDGET (self->error_label), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  /* The same batch from the command line, to copy. */
  self->command_label = caption_new (box, NULL);
  gtk_label_set_selectable (self->command_label, TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self->command_label), FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->command_label), "monospace");
  gtk_widget_add_css_class (GTK_WIDGET (self->command_label), "dim-label");
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  /* The games, seed and toggles are the page's: read as it opens. */
  g_signal_connect_swapped (popover, "show", G_CALLBACK (update_command), self);
  return popover;
}

static void
build (WmBotChooser *self)
{
  self->button = GTK_MENU_BUTTON (gtk_menu_button_new ());
  self->button_label = GTK_LABEL (gtk_label_new (NULL));
  /* A long summary (bots of four kinds, a longer language) must not widen
   * the toolbar: cut short here, whole in the tooltip and the popover. */
  gtk_label_set_ellipsize (self->button_label, PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (self->button_label, 36);
  gtk_menu_button_set_child (self->button, GTK_WIDGET (self->button_label));
  gtk_menu_button_set_always_show_arrow (self->button, TRUE);
  gtk_menu_button_set_popover (self->button, build_popover (self));
  gtk_widget_set_parent (GTK_WIDGET (self->button), GTK_WIDGET (self));
}

/* ---- life cycle -------------------------------------------------------------------- */

static void
wm_bot_chooser_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  WmBotChooser *self = WM_BOT_CHOOSER (object);

  switch (prop_id)
    {
    case PROP_N_SEATS:
      g_value_set_int (value, self->n_seats);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_bot_chooser_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  WmBotChooser *self = WM_BOT_CHOOSER (object);

  switch (prop_id)
    {
    case PROP_N_SEATS:
      wm_bot_chooser_set_n_seats (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
wm_bot_chooser_dispose (GObject *object)
{
  WmBotChooser *self = WM_BOT_CHOOSER (object);

  if (self->native != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->native, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->native));
      g_clear_object (&self->native);
    }
  if (self->button != NULL)
    gtk_widget_unparent (GTK_WIDGET (self->button));
  self->button = NULL;
  g_clear_object (&self->tier_list);
  g_clear_object (&self->persona_list);
  G_OBJECT_CLASS (wm_bot_chooser_parent_class)->dispose (object);
}

static void
wm_bot_chooser_finalize (GObject *object)
{
  WmBotChooser *self = WM_BOT_CHOOSER (object);

  g_array_unref (self->personas);
  g_clear_pointer (&self->file, g_key_file_unref);
  g_free (self->file_name);
  g_free (self->file_path);
  g_free (self->summary);
  G_OBJECT_CLASS (wm_bot_chooser_parent_class)->finalize (object);
}

static void
wm_bot_chooser_class_init (WmBotChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = wm_bot_chooser_get_property;
  object_class->set_property = wm_bot_chooser_set_property;
  object_class->dispose = wm_bot_chooser_dispose;
  object_class->finalize = wm_bot_chooser_finalize;
  properties[PROP_N_SEATS] = g_param_spec_int ("n-seats", NULL, NULL, 1, N_ROWS, N_ROWS,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
wm_bot_chooser_init (WmBotChooser *self)
{
  self->n_seats = N_ROWS;
  self->personas = g_array_new (FALSE, FALSE, sizeof (WmPersona));
  self->tier_list = gtk_string_list_new (NULL);
  self->persona_list = gtk_string_list_new (NULL);
  for (int t = 0; t < WM_N_BOT_TIERS; t++)
    gtk_string_list_append (self->tier_list, wm_bot_chooser_tier_title (t));
  /* Nothing to sum up until the personas are in (set_personas ends it). */
  self->updating = TRUE;
  build (self);
  set_personas (self, NULL);
}

GtkWidget *
wm_bot_chooser_new (void)
{
  return g_object_new (WM_TYPE_BOT_CHOOSER, NULL);
}
