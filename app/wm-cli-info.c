#define G_LOG_DOMAIN "wm-cli"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "wm-cli-common.h"
#include "wm-registry.h"
#include "wm-variant-io.h"

static void
count_side (const WmVariant *variant, const WmSide *side, GString *out)
{
  g_string_append_printf (out, _("    side %c: %u spaces, %u paths"), side->id, side->spaces->len,
                          side->paths->len);
  for (guint t = 0; t < variant->path_types->len; t++)
    {
      WmPathType *type = g_ptr_array_index (variant->path_types, t);
      guint n = 0;
      for (guint i = 0; i < side->paths->len; i++)
        n += g_strcmp0 (((WmPath *) g_ptr_array_index (side->paths, i))->type, type->id) == 0;
      g_string_append (out, t ? ", " : " (");
      /* TRANSLATORS: a path type's name (the variant's, "Trail"), then
       * how many paths of a region side have it: "Trail 21" */
      g_string_append_printf (out, _("%s %u"),
                              wm_variant_display_name (variant, &type->name, type->id), n);
    }
  if (variant->path_types->len > 0)
    g_string_append (out, ")");
  g_string_append_printf (out, ngettext (", %u inland lake", ", %u inland lakes", side->lakes->len),
                          side->lakes->len);
  g_string_append_printf (out, ngettext (", %u port\n", ", %u ports\n", side->ports->len),
                          side->ports->len);
}

/* "  quests-r1 “Quests of the Riverlands”: Common quests, 12 cards": the
 * kind as the Decks section calls it, not the file's "common-quest". */
static void
describe_deck (const WmVariant *variant, const WmDeck *deck, GString *out)
{
  const char *name = wm_variant_display_name (variant, &deck->name, "");
  const char *kind = _(wm_registry_card_kind (deck->kind)->title);
  guint n = deck->cards->len;

  if (*name != '\0')
    /* TRANSLATORS: a deck's id, its name, its kind ("Common quests") */
    g_string_append_printf (out, ngettext ("  %1$s “%2$s”: %3$s, %4$u card\n",
                                           "  %1$s “%2$s”: %3$s, %4$u cards\n", n),
                            deck->id, name, kind, n);
  else
    /* TRANSLATORS: a deck's id, its kind ("Common quests") */
    g_string_append_printf (out,
                            ngettext ("  %1$s: %2$s, %3$u card\n", "  %1$s: %2$s, %3$u cards\n", n),
                            deck->id, kind, n);
}

static void
describe_variant (const WmVariant *variant, GString *out)
{
  /* Names in the desktop's language where the variant has it (else its
   * fallback language's), as the app shows them, never a file's id where
   * a name is given. */
  g_autofree char *languages = g_strjoinv (", ", variant->info.languages);

  g_string_append_printf (out, "%s\n", wm_variant_display_name (variant, &variant->info.title, ""));
  g_string_append_printf (out, _("languages: %s\n"), languages);
  g_string_append_printf (
      out, _("rules: goal %d (higher goal %d), hand %d, %d turns a day, %d–%d players\n"),
      variant->rules.goal, variant->rules.higher_goal, variant->rules.hand, variant->rules.turns,
      variant->rules.min_players, variant->rules.max_players);
  g_string_append_printf (out, _("towns: %u\n"), variant->towns->len);
  g_string_append_printf (out, _("regions: %u\n"), variant->regions->len);
  for (guint i = 0; i < variant->regions->len; i++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, i);
      WmWeaponType *weapon = wm_variant_find_weapon_type (variant, region->fort_weapon);
      if (weapon != NULL)
        /* TRANSLATORS: a region's id, its name, then the weapon type its
         * fort hands out: "r1 “The Riverlands”, fort hands out Bow" */
        g_string_append_printf (out, _("  %s “%s”, fort hands out %s\n"), region->id,
                                wm_variant_display_name (variant, &region->name, ""),
                                wm_variant_display_name (variant, &weapon->name, weapon->id));
      else
        /* TRANSLATORS: a region's id, then its name */
        g_string_append_printf (out, _("  %s “%s”\n"), region->id,
                                wm_variant_display_name (variant, &region->name, ""));
      for (int s = 0; s < 2; s++)
        if (region->sides[s] != NULL)
          count_side (variant, region->sides[s], out);
    }
  /* TRANSLATORS: columns × rows, then how the regions are placed and
   * turned: "board: 2 × 2, regions shuffled, turned at random" */
  g_string_append_printf (out, _("board: %d × %d, %s, %s\n"), variant->board.cols,
                          variant->board.rows,
                          variant->board.order == WM_ORDER_FIXED ? _("regions as laid out")
                                                                 : _("regions shuffled"),
                          variant->board.rotation == WM_ORDER_FIXED ? _("turned as laid out")
                                                                    : _("turned at random"));
  g_string_append_printf (out, _("characters: %u\n"), variant->characters->len);
  for (guint i = 0; i < variant->characters->len; i++)
    {
      WmCharacter *c = g_ptr_array_index (variant->characters, i);
      WmTown *town = wm_variant_find_town (variant, c->start_town);
      g_string_append_printf (out, _("  %s “%s”, starts in %s\n"), c->id,
                              wm_variant_display_name (variant, &c->name, ""),
                              town ? wm_variant_display_name (variant, &town->name, town->id)
                                   : c->start_town);
    }
  g_string_append_printf (out, _("decks: %u\n"), variant->decks->len);
  for (guint i = 0; i < variant->decks->len; i++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, i);
      describe_deck (variant, deck, out);
    }
}

int
wm_cli_info (int argc, char **argv)
{
  GOptionEntry entries[] = { { NULL } };
  g_autoptr (WmDiagnostics) diags = NULL;
  g_autoptr (WmVariant) variant = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  int status = EXIT_CLEAN;

  if (!wm_cli_parse_options (N_("FILE"), N_("Describe what a variant holds."), entries, &argc,
                             &argv, &status))
    return status;
  if ((status = wm_cli_require_one_file (argc, argv, "info")) != EXIT_CLEAN)
    return status;

  variant = wm_cli_load_variant (argv[1], &diags);
  if (variant == NULL)
    {
      wm_cli_print_diagnostics (diags, stderr);
      return wm_cli_is_io_failure (diags) ? EXIT_USAGE : EXIT_PROBLEMS;
    }
  describe_variant (variant, out);
  return wm_cli_write_stdout (out->str, out->len) ? EXIT_CLEAN : EXIT_USAGE;
}

