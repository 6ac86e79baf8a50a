#define G_LOG_DOMAIN "wm-fuzz"

/* Fuzz target: deck CSV import (model/io/wm-deck-csv.h) into the decks of
 * tests/data/good/tiny.waymark; the first byte picks the deck, the rest is
 * the CSV. A refused import names its problems and leaves the variant as it
 * was, byte for byte. An accepted one exports CSV that imports again into
 * a fresh copy and exports the same text (a fixed point). */

#include "config.h"

#include <glib.h>

#include "wm-deck-csv.h"
#include "wm-fuzz.h"
#include "wm-variant-io.h"

static GBytes *tiny;

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;
  char *data;
  gsize size;

  wm_fuzz_init ();
  if (!g_file_get_contents (WM_TEST_DATA "/good/tiny.waymark", &data, &size, &error))
    g_error ("%s", error->message);
  tiny = g_bytes_new_take (data, size);
  return 0;
}

static WmVariant *
load_tiny (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("tiny");
  WmVariant *variant = wm_variant_load_bytes (tiny, "tiny", diags);

  g_assert (variant != NULL);
  return variant;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (WmVariant) variant = load_tiny ();
  g_autoptr (GBytes) before = NULL;
  g_autoptr (GPtrArray) problems = NULL;
  g_autoptr (GError) error = NULL;
  WmDeck *deck;

  if (size < 1 || variant->decks->len == 0)
    return 0;
  deck = g_ptr_array_index (variant->decks, data[0] % variant->decks->len);
  before = wm_variant_save_bytes (variant);
  if (!wm_deck_csv_import (variant, deck->id, (const char *) data + 1, size - 1, &problems,
                           &error))
    {
      g_autoptr (GBytes) after = wm_variant_save_bytes (variant);
      if (error == NULL || error->message[0] == '\0')
        g_error ("an import was refused without a message");
      if (!g_bytes_equal (before, after))
        g_error ("a refused import changed the variant");
      return 0;
    }

  {
    g_autofree char *csv = wm_deck_csv_export (variant, deck);
    g_autoptr (WmVariant) fresh = load_tiny ();
    WmDeck *fresh_deck = g_ptr_array_index (fresh->decks, data[0] % fresh->decks->len);
    g_autofree char *csv_again = NULL;

    g_clear_pointer (&problems, g_ptr_array_unref);
    if (!wm_deck_csv_import (fresh, fresh_deck->id, csv, -1, &problems, &error))
      g_error ("an exported deck does not import again: %s\n%s", error->message, csv);
    csv_again = wm_deck_csv_export (fresh, fresh_deck);
    if (g_strcmp0 (csv, csv_again) != 0)
      g_error ("export, import, export is not a fixed point:\n%s\n---\n%s", csv, csv_again);
  }
  return 0;
}
