#include "wm-test-base.h"

#include <string.h>

#include "wm-map.h"
#include "wm-validator.h"
#include "wm-variant-io.h"

WmVariant *
wm_test_load_base (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  WmVariant *variant = wm_variant_load_base (diags);

  g_assert_nonnull (variant);
  return variant;
}

WmVariant *
wm_test_load_small_board (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("WM_SOURCE_ROOT"), "resources", "variants",
                                            "small-board.waymark", NULL);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (path);
  WmVariant *variant = wm_variant_load_path (path, diags);

  g_assert_nonnull (variant);
  return variant;
}

WmGame *
wm_test_new_game (WmVariant *variant, guint64 seed, WmTestGameFlags flags)
{
  static const char *const ids[] = { "red", "yellow", "purple", "green" };
  g_autoptr (WmArrangement) arrangement = NULL;
  g_autoptr (GError) error = NULL;
  WmGameSetup setup;
  WmGame *game;

  arrangement = wm_arrangement_parse (variant, "r1:A:0,r2:A:0,r3:A:0,r4:A:0", &error);
  g_assert_no_error (error);
  wm_game_setup_init (&setup, variant, G_N_ELEMENTS (ids));
  for (guint p = 0; p < G_N_ELEMENTS (ids); p++)
    {
      guint index;
      g_assert_true (g_ptr_array_find (variant->characters,
                                       wm_test_find_character (variant, ids[p]), &index));
      setup.characters[p] = (int) index;
    }
  setup.seed = seed;
  setup.arrangement = arrangement;
  setup.meaner_highwaymen = (flags & WM_TEST_GAME_MEANER_HIGHWAYMEN) != 0;
  setup.no_events = (flags & WM_TEST_GAME_NO_EVENTS) != 0;
  setup.higher_goal = (flags & WM_TEST_GAME_HIGHER_GOAL) != 0;
  game = wm_game_new (variant, &setup, &error);
  g_assert_no_error (error);
  return game;
}

WmCharacter *
wm_test_find_character (WmVariant *variant, const char *id)
{
  WmCharacter *ch = wm_variant_find_character (variant, id);

  g_assert_nonnull (ch);
  return ch;
}

WmCard *
wm_test_find_card (WmVariant *variant, const char *id)
{
  WmCard *card = wm_variant_find_card (variant, id, NULL);

  g_assert_nonnull (card);
  return card;
}

int
wm_test_text_line (const WmText *text, const char *lang)
{
  for (guint i = 0; i < text->entries->len; i++)
    {
      const WmTextEntry *entry = g_ptr_array_index (text->entries, i);
      if (strcmp (entry->lang, lang) == 0)
        return entry->line;
    }
  g_assert_not_reached ();
}

GPtrArray *
wm_test_validate_code (WmVariant *variant, const char *code, WmSeverity severity)
{
  g_autoptr (WmDiagnostics) diags = wm_validate (variant);
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, code) != 0)
        continue;
      g_assert_cmpint (d->severity, ==, severity);
      g_test_message ("%d %s: %s", d->line, d->where, d->message);
      g_ptr_array_add (found, g_strdup_printf ("%s|%d|%s", d->where, d->line, d->message));
    }
  return found;
}

const WmDiagnostic *
wm_test_only_code (const WmDiagnostics *diags, const char *code)
{
  const WmDiagnostic *found = NULL;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (strcmp (d->code, code) != 0)
        continue;
      g_assert_null (found);
      found = d;
    }
  g_assert_nonnull (found);
  return found;
}

int
wm_test_game_card (const WmGame *game, const char *id)
{
  int c = wm_game_find_card (game, id);

  g_assert_cmpint (c, >=, 0);
  return c;
}
