/* The Validation page's refresh with some 300 problems: the base game
 * with Italian dropped from its languages, which lists a warning for
 * each Italian text (309). What the page's refresh after an edit costs,
 * the check and the rows together, then the frame that lays them out:
 * an edit that changes no problem (the goal), one that takes one
 * problem away or brings it back (a card's Italian text removed, then
 * undone), and every row made anew (another document), which each edit
 * that changed a problem cost before the page updated row by row.
 *
 * Times are the thread's CPU time (the machine is shared); medians and
 * 90th percentiles. Runs under Xvfb; prints its figures. */

#include "config.h"

#include <adwaita.h>

#include "wm-bench-gui.h"
#include "wm-validation-page.h"

#define ROUNDS 12

static void
drop_italian (WmVariant *variant, gpointer data)
{
  GStrvBuilder *builder = g_strv_builder_new ();

  for (int i = 0; variant->info.languages[i] != NULL; i++)
    if (g_strcmp0 (variant->info.languages[i], "it") != 0)
      g_strv_builder_add (builder, variant->info.languages[i]);
  g_strfreev (variant->info.languages);
  variant->info.languages = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
}

/* The first card with an Italian text loses it: its warning goes. */
static void
remove_one_italian (WmVariant *variant, gpointer data)
{
  for (guint d = 0; d < variant->decks->len; d++)
    {
      WmDeck *deck = g_ptr_array_index (variant->decks, d);
      for (guint c = 0; c < deck->cards->len; c++)
        {
          WmCard *card = g_ptr_array_index (deck->cards, c);
          if (wm_text_get_exact (&card->text, "it") != NULL)
            {
              wm_text_remove (&card->text, "it");
              return;
            }
        }
    }
}

/* The page's refresh and the frame after it, in CPU ms. */
static double
refresh (WmValidationPage *page)
{
  double t = wm_bench_cpu_ms ();

  wm_validation_page_refresh (page);
  wm_bench_iterate ();
  return wm_bench_cpu_ms () - t;
}

int
main (void)
{
  g_autoptr (WmDocument) doc = NULL;
  double same[ROUNDS], one[2 * ROUNDS], anew[ROUNDS];
  GtkWidget *window, *page;
  guint listed;
  int goal;

  gtk_init ();
  adw_init ();
  doc = wm_document_new_from_base ();
  wm_document_edit (doc, "Drop Italian", drop_italian, NULL, NULL);
  window = gtk_window_new ();
  page = wm_validation_page_new ();
  gtk_window_set_child (GTK_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 800);
  wm_validation_page_set_document (WM_VALIDATION_PAGE (page), doc);
  gtk_window_present (GTK_WINDOW (window));
  refresh (WM_VALIDATION_PAGE (page));
  for (int i = 0; i < 20; i++)
    {
      wm_bench_iterate ();
      g_usleep (5000);
    }
  listed = wm_validation_page_get_n_problems (WM_VALIDATION_PAGE (page));
  printf ("problems listed: %u\n", listed);

  goal = wm_field_get (wm_document_get_variant (doc), WM_FIELD_GOAL);
  for (int i = 0; i < ROUNDS; i++)
    {
      wm_document_set_field (doc, WM_FIELD_GOAL, goal + 1 + i % 2, NULL);
      same[i] = refresh (WM_VALIDATION_PAGE (page));
    }
  for (int i = 0; i < ROUNDS; i++)
    {
      wm_document_edit (doc, "Remove Italian", remove_one_italian, NULL, NULL);
      one[2 * i] = refresh (WM_VALIDATION_PAGE (page));
      if (i == 0)
        printf ("problems after one Italian text removed: %u\n",
                wm_validation_page_get_n_problems (WM_VALIDATION_PAGE (page)));
      wm_document_undo (doc, NULL);
      one[2 * i + 1] = refresh (WM_VALIDATION_PAGE (page));
    }
  for (int i = 0; i < ROUNDS; i++)
    {
      wm_validation_page_set_document (WM_VALIDATION_PAGE (page), NULL);
      wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
      wm_bench_iterate ();
      wm_validation_page_set_document (WM_VALIDATION_PAGE (page), doc);
      anew[i] = refresh (WM_VALIDATION_PAGE (page));
    }
  wm_bench_report ("edit that changes no problem", same, ROUNDS, 0);
  wm_bench_report ("edit bringing or taking one problem", one, 2 * ROUNDS, 0);
  wm_bench_report ("every row made anew", anew, ROUNDS, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
