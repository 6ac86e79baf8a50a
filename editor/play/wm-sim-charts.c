#define G_LOG_DOMAIN "wm-play"

#include "config.h"

#include <glib/gi18n.h>

#include "wm-render-chart.h"
#include "wm-sim-charts.h"
#include "wm-sim-tally.h"

static JsonObject *
member_object (JsonObject *o, const char *name)
{
  return o && json_object_has_member (o, name) ? json_object_get_object_member (o, name) : NULL;
}

static WmRgb
parse_color (const char *color)
{
  unsigned r, g, b;

  if (color && sscanf (color, "#%02x%02x%02x", &r, &g, &b) == 3)
    return (WmRgb){ r / 255.0, g / 255.0, b / 255.0 };
  return (WmRgb){ 0.45, 0.55, 0.7 };
}

/* The win rate every member of @group would have if all were equally
 * strong, as the report gives it (1 / players); 0 when it gives none. */
static double
group_parity (JsonObject *group)
{
  g_autoptr (GList) names = group ? json_object_get_members (group) : NULL;

  for (GList *l = names; l; l = l->next)
    {
      JsonObject *o = json_object_get_object_member (group, l->data);
      if (o && json_object_has_member (o, "parity"))
        return json_object_get_double_member (o, "parity");
    }
  return 0;
}

/* The name and colour of character @id of @variant, or @prefix and the id. */
static char *
member_name (const WmVariant *variant, const char *id, const char *prefix, WmRgb *color)
{
  const WmCharacter *ch = variant ? wm_variant_find_character (variant, id) : NULL;
  const char *lang = variant ? wm_variant_display_language (variant) : "en";

  *color = parse_color (ch ? ch->color : NULL);
  return ch ? g_strdup (wm_text_get (&ch->name, lang, lang)) : g_strdup_printf ("%s%s", prefix, id);
}

/* Bars of win_rate with ci95 for each member of @group, and the parity
 * line the bars are to be read against. */
static void
rate_bars (cairo_t *cr, JsonObject *group, const char *title, const char *prefix,
           const WmVariant *variant, double axis_max, double x, double y, double w, double h)
{
  g_autoptr (GList) names = group ? json_object_get_members (group) : NULL;
  int n = g_list_length (names), i = 0;
  g_autofree double *values = g_new0 (double, MAX (n, 1));
  g_autofree double *lo = g_new0 (double, MAX (n, 1));
  g_autofree double *hi = g_new0 (double, MAX (n, 1));
  g_autofree WmRgb *colors = g_new0 (WmRgb, MAX (n, 1));
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *parity_label = NULL;
  WmBarChart chart = { 0 };

  for (GList *l = names; l; l = l->next, i++)
    {
      JsonObject *o = json_object_get_object_member (group, l->data);
      JsonArray *ci = json_object_get_array_member (o, "ci95");

      values[i] = json_object_get_double_member (o, "win_rate");
      lo[i] = json_array_get_double_element (ci, 0);
      hi[i] = json_array_get_double_element (ci, 1);
      g_ptr_array_add (labels, member_name (variant, l->data, prefix, &colors[i]));
    }
  g_ptr_array_add (labels, NULL);
  chart.parity = group_parity (group);
  /* TRANSLATORS: the label of the line on the win-rate charts at the rate
   * every player would have if all were equally strong (1 / players) */
  parity_label = g_strdup_printf (_("parity %.0f %%"), 100 * chart.parity);
  chart.parity_label = parity_label;
  chart.title = title;
  chart.value_label = _("win rate");
  chart.labels = (const char *const *) labels->pdata;
  chart.values = values;
  chart.lo = lo;
  chart.hi = hi;
  chart.n = n;
  chart.colors = colors;
  chart.axis_max = axis_max;
  chart.percent = TRUE;
  wm_chart_bars (cr, &chart, x, y, w, h);
}

/* Days are whole numbers, so each day gets a bar of its own while the
 * games last at most this many different lengths; longer spreads share bars. */
#define LENGTH_BINS 30

/* The game lengths of @summary, one sample per game: the report keeps
 * counts per day, the histogram wants the samples. */
static GArray *
length_samples (JsonObject *summary)
{
  JsonObject *hist = member_object (member_object (summary, "days"), "histogram");
  g_autoptr (GList) days = hist ? json_object_get_members (hist) : NULL;
  GArray *samples = g_array_new (FALSE, FALSE, sizeof (double));

  for (GList *l = days; l; l = l->next)
    {
      double day = g_ascii_strtod (l->data, NULL);
      gint64 count = json_object_get_int_member (hist, l->data);
      for (gint64 k = 0; k < count; k++)
        g_array_append_val (samples, day);
    }
  return samples;
}

static void
length_histogram (cairo_t *cr, JsonObject *summary, const WmHistogramAxes *axes, double x,
                  double y, double w, double h)
{
  g_autoptr (GArray) samples = length_samples (summary);

  wm_chart_histogram_on (cr, _("Game length"), _("days"), _("games"), (double *) samples->data,
                         samples->len, LENGTH_BINS, axes, x, y, w, h);
}

/* What a designer calls each source of gold, in the order of WmGoldSource;
 * wm_gold_source_to_string() gives the report's JSON keys. */
static const char *
gold_source_title (WmGoldSource source)
{
  switch (source)
    {
    case WM_GOLD_COMMON_QUEST: return _("Common quests");
    case WM_GOLD_PERSONAL_QUEST: return _("Personal quests");
    case WM_GOLD_SIDE_QUEST: return _("Side quests");
    case WM_GOLD_WEAPON: return _("Weapons");
    case WM_GOLD_DISCOVERY: return C_("gold source", "Discoveries");
    case WM_GOLD_BONUS: return C_("gold source", "Bonuses");
    default: return "?";
    }
}

/* Gold by source for each character: a group of bars per source, a bar
 * per character in its colour, so the sources that set the characters
 * apart (and so their win rates) stand out. */
static void
gold_bars (cairo_t *cr, JsonObject *summary, const WmVariant *variant, double axis_max, double x,
           double y, double w, double h)
{
  JsonObject *chars = member_object (summary, "characters");
  g_autoptr (GList) names = chars ? json_object_get_members (chars) : NULL;
  int n_chars = (int) g_list_length (names), c = 0;
  const char *groups[WM_N_GOLD_SOURCES] = { NULL };
  g_autofree double *values = g_new0 (double, WM_N_GOLD_SOURCES * MAX (n_chars, 1));
  g_autofree WmRgb *colors = g_new0 (WmRgb, MAX (n_chars, 1));
  g_autoptr (GPtrArray) series = g_ptr_array_new_with_free_func (g_free);
  WmGroupedBarChart chart = { 0 };

  for (int s = 0; s < WM_N_GOLD_SOURCES; s++)
    groups[s] = gold_source_title (s);
  for (GList *l = names; l; l = l->next, c++)
    {
      JsonObject *gold = member_object (json_object_get_object_member (chars, l->data),
                                        "gold_per_game");
      g_ptr_array_add (series, member_name (variant, l->data, "", &colors[c]));
      for (int s = 0; s < WM_N_GOLD_SOURCES; s++)
        {
          const char *key = wm_gold_source_to_string (s);
          if (gold && json_object_has_member (gold, key))
            values[s * n_chars + c] = json_object_get_double_member (gold, key);
        }
    }
  chart.title = _("Gold by source per character (per game)");
  chart.value_label = _("gold");
  chart.groups = groups;
  chart.series = (const char *const *) series->pdata;
  chart.colors = colors;
  chart.values = values;
  chart.n_groups = WM_N_GOLD_SOURCES;
  chart.n_series = n_chars;
  chart.axis_max = axis_max;
  wm_chart_grouped_bars (cr, &chart, x, y, w, h);
}

/* The highest win rate, interval's end or parity of @group's members. */
static double
rate_max (JsonObject *group)
{
  g_autoptr (GList) names = group ? json_object_get_members (group) : NULL;
  double max = 0;

  for (GList *l = names; l; l = l->next)
    {
      JsonObject *o = json_object_get_object_member (group, l->data);
      JsonArray *ci = json_object_get_array_member (o, "ci95");

      max = MAX (max, json_object_get_double_member (o, "win_rate"));
      max = MAX (max, json_array_get_double_element (ci, 1));
      max = MAX (max, json_object_get_double_member_with_default (o, "parity", 0));
    }
  return max;
}

/* The most gold per game of a source for a character of @summary. */
static double
gold_max (JsonObject *summary)
{
  JsonObject *chars = member_object (summary, "characters");
  g_autoptr (GList) names = chars ? json_object_get_members (chars) : NULL;
  double max = 0;

  for (GList *l = names; l; l = l->next)
    {
      JsonObject *gold = member_object (json_object_get_object_member (chars, l->data),
                                        "gold_per_game");
      for (int s = 0; gold && s < WM_N_GOLD_SOURCES; s++)
        max = MAX (max, json_object_get_double_member_with_default (
                            gold, wm_gold_source_to_string (s), 0));
    }
  return max;
}

void
wm_sim_chart_scale (JsonNode *const *docs, int n, WmSimChartScale *scale)
{
  *scale = (WmSimChartScale){ .days = { G_MAXDOUBLE, -G_MAXDOUBLE, 0 } };
  for (int i = 0; i < n; i++)
    {
      JsonObject *summary = member_object (json_node_get_object (docs[i]), "summary");
      g_autoptr (GArray) days = length_samples (summary);

      scale->character_rate = MAX (scale->character_rate,
                                   rate_max (member_object (summary, "characters")));
      scale->seat_rate = MAX (scale->seat_rate, rate_max (member_object (summary, "seats")));
      scale->gold = MAX (scale->gold, gold_max (summary));
      for (guint d = 0; d < days->len; d++)
        {
          scale->days.lo = MIN (scale->days.lo, g_array_index (days, double, d));
          scale->days.hi = MAX (scale->days.hi, g_array_index (days, double, d));
        }
    }
  /* On the days of all of them, the bins are the same for each: the
   * highest count is the highest of any bin of any of them. */
  for (int i = 0; i < n; i++)
    {
      g_autoptr (GArray) days = length_samples (
          member_object (json_node_get_object (docs[i]), "summary"));
      g_autoptr (WmHistogram) hist = wm_histogram_new_on ((double *) days->data, days->len,
                                                          LENGTH_BINS, &scale->days);
      scale->days.max_count = MAX (scale->days.max_count, hist->max_count);
    }
}

void
wm_sim_charts_draw (cairo_t *cr, JsonNode *doc, const WmVariant *variant,
                    const WmSimChartScale *scale, double width, double height)
{
  static const WmSimChartScale own = { .days = { 1, 0, 0 } }; /* an empty span: the samples' */
  JsonObject *summary;
  /* Gold by source has a legend and four bars a source: a third more. */
  double h = height / (3 + 4.0 / 3);

  if (doc == NULL || !JSON_NODE_HOLDS_OBJECT (doc))
    return;
  summary = member_object (json_node_get_object (doc), "summary");
  if (scale == NULL)
    scale = &own;
  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_restore (cr);
  /* xgettext:no-c-format */
  rate_bars (cr, member_object (summary, "characters"), _("Win rate per character (95 % interval)"),
             "", variant, scale->character_rate, 0, 0, width, h);
  /* xgettext:no-c-format */
  rate_bars (cr, member_object (summary, "seats"), _("Win rate per seat (95 % interval)"),
             _("seat "), NULL, scale->seat_rate, 0, h, width, h);
  length_histogram (cr, summary, &scale->days, 0, 2 * h, width, h);
  gold_bars (cr, summary, variant, scale->gold, 0, 3 * h, width, height - 3 * h);
}

/* The overlay's key that holds the scale of its heat: no space's name
 * (wm_map_space_name () never gives an empty one), so nothing is drawn
 * for it, but the overlay's colours run up to its value
 * (wm_render_overlay_get_heat_max ()). */
#define HEAT_SCALE_KEY ""

int
wm_sim_heat_fill (WmRenderOverlay *overlay, const WmMap *map, JsonNode *doc, double scale)
{
  JsonObject *visits;
  const WmVariant *variant = map->variant;
  int filled = 0;

  wm_render_overlay_clear (overlay);
  if (doc == NULL || !JSON_NODE_HOLDS_OBJECT (doc))
    return 0;
  visits = member_object (member_object (json_node_get_object (doc), "counts"), "visits");
  if (visits == NULL)
    return 0;
  for (int i = 0; i < map->n_spaces; i++)
    {
      const WmMapSpace *sp = &map->spaces[i];
      const WmPlacement *pl = &map->arrangement->cells[sp->cell];
      const WmRegion *region = g_ptr_array_index (variant->regions, pl->region);
      g_autofree char *key = g_strdup_printf ("%s:%c:%s", region->id, pl->side ? 'B' : 'A',
                                              sp->space->id);
      g_autofree char *name = NULL;
      double value;

      if (!json_object_has_member (visits, key))
        continue;
      value = json_object_get_double_member (visits, key);
      if (value <= 0)
        continue;
      name = wm_map_space_name (map, i);
      wm_render_overlay_set_heat (overlay, name, value);
      filled++;
    }
  if (scale > wm_render_overlay_get_heat_max (overlay))
    wm_render_overlay_set_heat (overlay, HEAT_SCALE_KEY, scale);
  return filled;
}

double
wm_sim_heat_max (const WmMap *map, JsonNode *doc)
{
  g_autoptr (WmRenderOverlay) overlay = wm_render_overlay_new ();

  wm_sim_heat_fill (overlay, map, doc, 0);
  return wm_render_overlay_get_heat_max (overlay);
}

const char *
wm_sim_heat_legend_caption (gboolean shared)
{
  return shared ? _("visits to a space, all games of a batch; both runs on one scale")
                : _("visits to a space, all games of the batch together");
}

void
wm_sim_heat_legend_draw (cairo_t *cr, const WmRenderOverlay *overlay, gboolean shared,
                         double width, double height)
{
  /* About as wide as the board above it, which keeps its aspect. */
  double w = MIN (width - 16, 560);

  wm_chart_heat_legend (cr, wm_sim_heat_legend_caption (shared),
                        wm_render_overlay_get_heat_max (overlay), (width - w) / 2, 4, w,
                        height - 8);
}
