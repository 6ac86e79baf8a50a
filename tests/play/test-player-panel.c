/* The playtest panel's gold and count lines: "3 of 20 gold · 1 weapon",
 * "7 cards to draw · 0 discarded · 5 in hand", each count with the plural
 * form its language gives it (Italian "1 moneta d’oro su 20", "3 monete
 * d’oro su 20"). Without a display. */

#include "config.h"

#include "wm-player-panel.h"
#include "wm-test-lang.h"

typedef struct
{
  const char *lang, *locale;
  int gold, goal, weapons;
  const char *expected;
} GoldCase;

static const GoldCase gold_cases[] = {
  { NULL, "C.UTF-8", 1, 20, 1, "1 of 20 gold · 1 weapon" },
  { NULL, "C.UTF-8", 3, 20, 2, "3 of 20 gold · 2 weapons" },
  { NULL, "C.UTF-8", 0, 20, 0, "0 of 20 gold · 0 weapons" },
  { "it", "it_IT.UTF-8", 1, 20, 1, "1 moneta d’oro su 20 · 1 arma" },
  { "it", "it_IT.UTF-8", 3, 20, 2, "3 monete d’oro su 20 · 2 armi" },
  { "de", "de_DE.UTF-8", 1, 20, 1, "1 von 20 Gold · 1 Waffe" },
  { "de", "de_DE.UTF-8", 3, 20, 2, "3 von 20 Gold · 2 Waffen" },
};

static void
test_gold_text (gconstpointer data)
{
  const GoldCase *c = data;
  g_autofree char *text = NULL;

  if (!wm_test_use_language (c->lang, c->locale, "%d of %d gold"))
    {
      g_test_skip ("no such locale or catalogue");
      return;
    }
  text = wm_player_panel_gold_text (c->gold, c->goal, c->weapons);
  wm_test_use_language (NULL, "C.UTF-8", NULL);
  g_assert_cmpstr (text, ==, c->expected);
}

typedef struct
{
  const char *lang, *locale;
  int draw, discard, hand;
  const char *expected;
} CountsCase;

static const CountsCase counts_cases[] = {
  { NULL, "C.UTF-8", 1, 1, 1, "1 card to draw · 1 discarded · 1 in hand" },
  { NULL, "C.UTF-8", 7, 0, 5, "7 cards to draw · 0 discarded · 5 in hand" },
  { "it", "it_IT.UTF-8", 1, 1, 1,
    "1 carta nel mazzo di pesca · 1 carta scartata · 1 carta in mano" },
  { "it", "it_IT.UTF-8", 7, 0, 5,
    "7 carte nel mazzo di pesca · 0 carte scartate · 5 carte in mano" },
  { "de", "de_DE.UTF-8", 1, 1, 1,
    "1 Karte im Zugstapel · 1 Karte auf dem Ablagestapel · 1 Karte auf der Hand" },
  { "de", "de_DE.UTF-8", 7, 0, 5,
    "7 Karten im Zugstapel · 0 Karten auf dem Ablagestapel · 5 Karten auf der Hand" },
};

static void
test_counts_text (gconstpointer data)
{
  const CountsCase *c = data;
  g_autofree char *text = NULL;

  if (!wm_test_use_language (c->lang, c->locale, "%d of %d gold"))
    {
      g_test_skip ("no such locale or catalogue");
      return;
    }
  text = wm_player_panel_counts_text (c->draw, c->discard, c->hand);
  wm_test_use_language (NULL, "C.UTF-8", NULL);
  g_assert_cmpstr (text, ==, c->expected);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (gold_cases); i++)
    {
      const GoldCase *c = &gold_cases[i];
      g_autofree char *path = g_strdup_printf ("/play/panel/gold/%s/%d-gold-%d-weapons",
                                               c->lang ? c->lang : "en", c->gold, c->weapons);
      g_test_add_data_func (path, c, test_gold_text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (counts_cases); i++)
    {
      const CountsCase *c = &counts_cases[i];
      g_autofree char *path = g_strdup_printf ("/play/panel/counts/%s/%d-%d-%d",
                                               c->lang ? c->lang : "en", c->draw, c->discard,
                                               c->hand);
      g_test_add_data_func (path, c, test_counts_text);
    }
  return g_test_run ();
}
