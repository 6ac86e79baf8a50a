/* The application under Xvfb: start, open the base game, visit every
 * section, edit a rule, undo, redo, save, reopen and compare; validation
 * rows lead to their section; closing with changes asks first.
 * With WM_SHOT_DIR set it also writes a PNG of every section there. */

#include "config.h"

#include "wm-test-gui.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "wm-application.h"
#include "wm-board-edits.h"
#include "wm-characters-page.h"
#include "wm-test-lang.h"
#include "wm-board-preview.h"
#include "wm-deck-print.h"
#include "wm-decks-page.h"
#include "wm-events-page.h"
#include "wm-map-page.h"
#include "wm-toast.h"
#include "wm-deck-edits.h"
#include "wm-map-edits.h"
#include "wm-piece-edits.h"
#include "wm-recovery.h"
#include "wm-rules-page.h"
#include "wm-accepted.h"
#include "wm-validation-page.h"
#include "wm-validator.h"
#include "wm-variant-io.h"
#include "wm-variant-template.h"
#include "wm-window-private.h"

static WmApplication *app;

/* The problems the window's variant has only because the tests saved the
 * base game into files of their own (bundled-identity: it still calls
 * itself the base game); the base game opened without a file has none. */
static guint
n_identity_problems (WmDocument *doc)
{
  g_autoptr (WmDiagnostics) diags = wm_validation_check (wm_document_get_variant (doc));
  guint n = 0;

  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    n += g_strcmp0 (wm_diagnostics_get (diags, i)->code, "bundled-identity") == 0;
  return n;
}

/* Written before the application starts, as a crashed session leaves them:
 * one good recovery file with its original's URI and checksum, one broken
 * one. The original is the base game, saved in the test's data folder, and
 * another program changed it after the crash. */
static char *recovery_original_uri;

static void
plant_recovery_files (void)
{
  g_autofree char *dir = wm_recovery_dir ();
  g_autofree char *good = g_build_filename (dir, "good.waymark", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.waymark", NULL);
  g_autofree char *original_path
      = g_build_filename (g_get_user_data_dir (), "original.waymark", NULL);
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GFile) original = g_file_new_for_path (original_path);
  g_autoptr (GBytes) saved = NULL;
  g_autofree char *checksum = NULL;
  g_autoptr (GString) theirs = NULL;

  g_assert_true (wm_document_save_as (doc, original, NULL));
  saved = g_file_load_bytes (original, NULL, NULL, NULL);
  checksum = g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, saved);
  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL, 31, NULL));
  bytes = wm_document_save_bytes (doc);
  g_assert_true (wm_recovery_write (good, bytes, original, checksum, "Recovered game", NULL));
  /* Written by a Waymark that crashed: its lock is free, and no process
   * has its pid (above any pid_max). This one's own files are not offered. */
  wm_recovery_release (good);
  {
    g_autofree char *info_path = g_build_filename (dir, "good.info", NULL);
    g_autoptr (GKeyFile) info = g_key_file_new ();
    g_assert_true (g_key_file_load_from_file (info, info_path, G_KEY_FILE_NONE, NULL));
    g_key_file_set_int64 (info, "owner", "pid", G_MAXINT32);
    g_assert_true (g_key_file_save_to_file (info, info_path, NULL));
  }
  /* The autosave of a Waymark still running in another session (this
   * process, which holds its lock, stands for it): not offered, not
   * removed. */
  {
    g_autofree char *live = g_build_filename (dir, "live.waymark", NULL);
    g_autofree char *elsewhere_path
        = g_build_filename (g_get_user_data_dir (), "open-elsewhere.waymark", NULL);
    g_autoptr (GFile) elsewhere = g_file_new_for_path (elsewhere_path);
    g_assert_true (wm_recovery_write (live, bytes, elsewhere, NULL, "Live work", NULL));
  }
  g_assert_true (g_file_set_contents (broken, "<variant xmlns=", -1, NULL));
  recovery_original_uri = g_file_get_uri (original);

  theirs = g_string_new_len (g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));
  g_assert_cmpuint (g_string_replace (theirs, "Waymark Base Game", "Waymark External", 0), >, 0);
  g_assert_true (g_file_set_contents (original_path, theirs->str, theirs->len, NULL));
}

static AdwMessageDialog *
find_message_dialog (void)
{
  return ADW_MESSAGE_DIALOG (wm_test_open_message_dialog ());
}

static void
test_recovery_offered (void)
{
  AdwMessageDialog *dialog = find_message_dialog ();
  g_autofree char *dir = wm_recovery_dir ();
  g_autofree char *aside = g_build_filename (dir, "broken.waymark.broken", NULL);
  g_autofree char *live = g_build_filename (dir, "live.waymark", NULL);
  GList *windows;
  WmWindow *recovered = NULL;

  /* Start-up was not blocked: the base game's window is there, and the
   * question about the left-over work shows over it. It names each variant
   * by its file (every copy of the base game has the same title), an
   * untitled one as such, and says when each was autosaved in words. */
  g_assert_nonnull (dialog);
  /* Claimed while asked: a Waymark starting now would not offer it too. */
  {
    g_autofree char *good = g_build_filename (dir, "good.waymark", NULL);
    g_autoptr (GPtrArray) abandoned = wm_recovery_list_abandoned ();
    for (guint i = 0; i < abandoned->len; i++)
      g_assert_cmpstr (((WmRecoveryEntry *) g_ptr_array_index (abandoned, i))->path, !=, good);
  }
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog),
                            "• original.waymark, autosaved today at "));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "• Untitled variant, autosaved today at "));
  g_assert_null (strstr (adw_message_dialog_get_body (dialog), "Recovered game"));
  g_assert_null (strstr (adw_message_dialog_get_body (dialog), "open-elsewhere.waymark"));
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (windows), ==, 1);
  wm_test_screenshot (GTK_WIDGET (windows->data), "recovery-question");
  /* The original is opened (`waymark original.waymark` after the crash)
   * before the question is answered: it takes the untouched base game's
   * window, and the recovered work then goes into that window rather than
   * a second one on the same file. */
  {
    g_autoptr (GFile) original = g_file_new_for_uri (recovery_original_uri);
    wm_application_open_file (app, original);
    wm_test_iterate (50);
  }
  windows = gtk_application_get_windows (GTK_APPLICATION (app));
  recovered = wm_test_only_window (GTK_APPLICATION (app));
  g_assert_nonnull (wm_document_get_file (wm_window_get_document (recovered)));
  g_assert_false (wm_document_get_modified (wm_window_get_document (recovered)));
  /* Responding does not close an AdwMessageDialog; its buttons do both. */
  adw_message_dialog_response (dialog, "recover");
  gtk_window_destroy (GTK_WINDOW (dialog));
  wm_test_iterate (100);

  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == recovered);
  {
    WmDocument *doc = wm_window_get_document (recovered);
    g_autofree char *uri = g_file_get_uri (wm_document_get_file (doc));
    g_assert_cmpstr (uri, ==, recovery_original_uri);
    g_assert_true (wm_document_get_modified (doc));
    g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, 31);
  }
  /* The original changed after the crash: the recovered window says so,
   * and saving asks before replacing those changes or any made after the
   * recovery, as it does for a file opened normally. */
  wm_test_screenshot (GTK_WIDGET (recovered), "recovered-changed-on-disk");
  g_assert_nonnull (wm_test_wait_for_toast (GTK_WIDGET (recovered->toast_overlay),
                                            "original.waymark” has changed on disk since"));
  {
    g_autoptr (GFile) original = g_file_new_for_uri (recovery_original_uri);
    g_autofree char *path = g_file_get_path (original);
    g_autofree char *after = NULL;
    AdwMessageDialog *question;

    g_assert_true (g_file_set_contents (path, "theirs", -1, NULL));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (recovered), "win.save", NULL));
    wm_test_iterate (50);
    question = find_message_dialog ();
    g_assert_nonnull (question);
    g_assert_cmpstr (adw_message_dialog_get_heading (question), ==, "File Changed on Disk");
    adw_message_dialog_response (question, "cancel");
    gtk_window_destroy (GTK_WINDOW (question));
    wm_test_iterate (20);
    g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
    g_assert_cmpstr (after, ==, "theirs");
    g_assert_true (wm_document_get_modified (wm_window_get_document (recovered)));
  }
  /* The broken file was set aside, the good one replaced by the new
   * session's own; the running session's file is still there. */
  g_assert_true (g_file_test (aside, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (live, G_FILE_TEST_IS_REGULAR));
  {
    g_autoptr (GPtrArray) entries = wm_recovery_list ();
    g_assert_cmpuint (entries->len, ==, 2);
  }
  recovered->close_confirmed = TRUE;
  gtk_window_close (GTK_WINDOW (recovered));
  wm_test_iterate (50);
  wm_recovery_remove (live);
  {
    g_autoptr (GPtrArray) entries = wm_recovery_list ();
    g_assert_cmpuint (entries->len, ==, 0);
  }
  /* The next tests start from the base game's window. */
  wm_application_new_window (app);
  wm_test_iterate (50);
  wm_test_only_window (GTK_APPLICATION (app));
}

/* The section the sidebar selects is the only page on screen at once: a
 * crossfade kept the previous page showing (and taking clicks) while the
 * sidebar had moved on, for seconds on a busy machine (review 7). */
static void
assert_only_page_shown (WmWindow *window)
{
  GtkWidget *shown = gtk_stack_get_visible_child (window->stack);

  for (GtkWidget *page = gtk_widget_get_first_child (GTK_WIDGET (window->stack)); page;
       page = gtk_widget_get_next_sibling (page))
    g_assert_cmpint (gtk_widget_get_child_visible (page), ==, page == shown);
}

static void
test_sections (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  for (guint i = 0; wm_window_sections[i] != NULL; i++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s",
                                                 wm_window_sections[i]));
      assert_only_page_shown (window);
      g_assert_cmpstr (wm_window_get_section (window), ==, wm_window_sections[i]);
      wm_test_wait_laid_out (gtk_stack_get_visible_child (window->stack), wm_window_sections[i]);
      wm_test_screenshot (GTK_WIDGET (window), wm_window_sections[i]);
    }
}

/* Print & Export is in the main menu (Ctrl+P) as well as the Decks
 * toolbar: from the Map page it opens the print window over the window. */
static void
test_print_from_any_page (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                 "win.print");
  GtkWindow *print;

  g_assert_true (g_strv_contains ((const char *const *) accels, "<Control>p"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "map");
  wm_test_iterate (20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL));
  wm_test_iterate (50);
  print = GTK_WINDOW (wm_test_find_toplevel (WM_TYPE_DECK_PRINT));
  g_assert_nonnull (print);
  g_assert_true (gtk_window_get_transient_for (print) == GTK_WINDOW (window));
  g_assert_cmpint (wm_deck_print_get_n_pages (WM_DECK_PRINT (print)), >, 1);
  gtk_window_destroy (print);
  wm_test_iterate (20);
}

/* The Print & Export window Ctrl+P opened from @section, at 1280 × 800 as
 * a designer sees it over the window. */
static WmDeckPrint *
print_from (WmWindow *window, const char *section)
{
  GtkWidget *print;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", section);
  wm_test_iterate (20);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.print", NULL));
  wm_test_iterate (50);
  print = wm_test_find_toplevel (WM_TYPE_DECK_PRINT);
  g_assert_nonnull (print);
  return WM_DECK_PRINT (print);
}

/* The Decks choice the window shows is @want. */
static void
assert_choice (WmDeckPrint *print, const char *want)
{
  g_autofree char *choice = wm_deck_print_dup_choice (print);

  g_assert_cmpstr (choice, ==, want);
}

/* Opened from a page that shows neither a deck nor a character: on all
 * decks with the map sheets, offering no character and no selected cards
 * (the Decks page's first card, picked by the page, is not the designer's
 * selection here). */
static void
assert_opens_on_all_decks (WmDeckPrint *print)
{
  assert_choice (print, "All decks");
  g_assert_true (wm_deck_print_get_map (print));
  g_assert_false (wm_deck_print_set_only_character (print));
  g_assert_false (wm_deck_print_set_only_selected (print));
}

/* Review g, finding 13: Ctrl+P opens on the set `waymark-cli print base`
 * makes by default, the 41 pages of a playable print-and-play set: the
 * cards, the map sheets, the assembly sheet and the pieces (it opened with
 * the last two off, 38 pages without the board's layout or its pieces). */
static void
test_print_opens_as_command_line (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDeckPrint *print = print_from (window, "overview");

  assert_opens_on_all_decks (print);
  g_assert_true (wm_deck_print_get_pieces (print));
  g_assert_true (wm_deck_print_get_assembly (print));
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==,
                   "41 pages: 184 cards, 9 to a page; 16 map pages; an assembly sheet; "
                   "2 pages of pieces");
  wm_test_screenshot (GTK_WIDGET (print), "print-default-set");
  gtk_window_destroy (GTK_WINDOW (print));
  wm_test_iterate (20);
}

/* "This deck: Events (20)" for the deck the Decks page shows. */
static char *
this_deck_choice (WmWindow *window)
{
  WmVariant *variant = wm_document_get_variant (wm_window_get_document (window));
  WmDeck *deck
      = wm_variant_find_deck (variant, wm_decks_page_get_deck (WM_DECKS_PAGE (window->decks_page)));
  g_autofree char *name = NULL;

  g_assert_nonnull (deck);
  name = wm_variant_isolated_name (variant, &deck->name, deck->id);
  return g_strdup_printf ("This deck: %s (%u)", name, deck->cards->len);
}

/* Review 15's R15-2 and R15-5: Ctrl+P from the Characters page opens on
 * the character it shows, its card alone, without the map sheets; from the
 * Playtest page it opens on all decks, and "This deck" says which deck (the
 * one the Decks page last showed) and how many cards, and one deck prints
 * without the map sheets too, which the designer may switch on again; all
 * decks again bring them back. */
static void
test_print_this_character_and_deck (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmVariant *variant = wm_document_get_variant (wm_window_get_document (window));
  WmDeckPrint *print;
  g_autofree char *this_deck = NULL;
  const char *character;
  int all_pages, deck_pages;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "characters");
  wm_test_iterate (20);
  character = wm_characters_page_get_character (WM_CHARACTERS_PAGE (window->characters_page));
  g_assert_nonnull (character);
  print = print_from (window, "characters");
  {
    WmCharacter *ch = wm_variant_find_character (variant, character);
    g_autofree char *name = wm_variant_isolated_name (variant, &ch->name, ch->id);
    g_autofree char *want = g_strdup_printf ("This character: %s", name);
    assert_choice (print, want);
  }
  g_assert_false (wm_deck_print_get_map (print));
  /* the contents page and one page with the card */
  g_assert_cmpint (wm_deck_print_get_n_pages (print), ==, 2);
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==, "2 pages: 1 card, 9 to a page");
  g_assert_nonnull (strstr (wm_deck_print_get_decks_note (print), "movement cards are the deck"));
  wm_test_screenshot (GTK_WIDGET (print), "print-from-characters");
  gtk_window_destroy (GTK_WINDOW (print));
  wm_test_iterate (20);

  /* From the Playtest page the deck is named, though not in view. */
  print = print_from (window, "playtest");
  assert_opens_on_all_decks (print);
  /* the pieces and the assembly sheet are on at first, each a switch
   * away from leaving out */
  g_assert_true (wm_deck_print_get_pieces (print));
  g_assert_true (wm_deck_print_get_assembly (print));
  all_pages = wm_deck_print_get_n_pages (print);
  g_assert_nonnull (strstr (wm_deck_print_get_summary (print),
                            "; an assembly sheet; 2 pages of pieces"));
  wm_deck_print_set_assembly (print, FALSE);
  wm_test_iterate (20);
  g_assert_nonnull (strstr (wm_deck_print_get_summary (print), "map pages; 2 pages of pieces"));
  g_assert_cmpint (wm_deck_print_get_n_pages (print), ==, all_pages - 1);
  wm_deck_print_set_pieces (print, FALSE);
  wm_test_iterate (20);
  g_assert_null (strstr (wm_deck_print_get_summary (print), "pieces"));
  g_assert_cmpint (wm_deck_print_get_n_pages (print), ==, all_pages - 3);
  wm_deck_print_set_pieces (print, TRUE);
  wm_deck_print_set_assembly (print, TRUE);
  wm_test_iterate (20);
  g_assert_cmpint (wm_deck_print_get_n_pages (print), ==, all_pages);
  wm_test_screenshot (GTK_WIDGET (print), "print-assembly-switch");
  wm_deck_print_set_only_deck (print, TRUE);
  wm_test_iterate (20);
  this_deck = this_deck_choice (window);
  assert_choice (print, this_deck);
  g_assert_false (wm_deck_print_get_map (print));
  g_assert_false (wm_deck_print_get_pieces (print));
  g_assert_false (wm_deck_print_get_assembly (print));
  deck_pages = wm_deck_print_get_n_pages (print);
  g_assert_null (strstr (wm_deck_print_get_summary (print), "map page"));
  wm_test_screenshot (GTK_WIDGET (print), "print-from-playtest");
  wm_deck_print_set_map (print, TRUE);
  wm_test_iterate (20);
  g_assert_cmpint (wm_deck_print_get_n_pages (print), >, deck_pages);
  wm_deck_print_set_map (print, FALSE);
  wm_deck_print_set_only_deck (print, FALSE);
  wm_test_iterate (20);
  g_assert_true (wm_deck_print_get_map (print));
  g_assert_true (wm_deck_print_get_pieces (print));
  g_assert_true (wm_deck_print_get_assembly (print));
  g_assert_cmpint (wm_deck_print_get_n_pages (print), ==, all_pages);
  gtk_window_destroy (GTK_WINDOW (print));
  wm_test_iterate (20);
}

/* Ctrl+P from the Decks page opens on the deck it shows, without the map
 * sheets, and offers the card selected there (the page's own pick of the
 * first card, which its count line calls selected); from the Map page the
 * same card is not offered, the designer having selected nothing there,
 * and the window opens on all decks with the map sheets. */
static void
test_print_opens_on_page (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDecksPage *decks = WM_DECKS_PAGE (window->decks_page);
  WmDeckPrint *print;
  g_autofree char *this_deck = NULL;
  g_auto (GStrv) selected = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "decks");
  wm_test_iterate (20);
  wm_decks_page_show (decks, NULL, NULL);
  wm_test_iterate (20);
  selected = wm_decks_page_dup_selection (decks);
  g_assert_cmpuint (g_strv_length (selected), ==, 1);
  this_deck = this_deck_choice (window);

  print = print_from (window, "decks");
  assert_choice (print, this_deck);
  g_assert_false (wm_deck_print_get_map (print));
  g_assert_null (strstr (wm_deck_print_get_summary (print), "map page"));
  wm_test_screenshot (GTK_WIDGET (print), "print-from-decks");
  g_assert_true (wm_deck_print_set_only_selected (print));
  wm_test_iterate (20);
  assert_choice (print, "1 selected card");
  g_assert_cmpstr (wm_deck_print_get_decks_note (print), ==, "1 card from 1 deck");
  gtk_window_destroy (GTK_WINDOW (print));
  wm_test_iterate (20);

  print = print_from (window, "map");
  assert_opens_on_all_decks (print);
  wm_test_screenshot (GTK_WIDGET (print), "print-from-map");
  /* "This deck" is still named, to choose */
  wm_deck_print_set_only_deck (print, TRUE);
  wm_test_iterate (20);
  assert_choice (print, this_deck);
  gtk_window_destroy (GTK_WINDOW (print));
  wm_test_iterate (20);
}

/* Review 17, finding 6: Ctrl+P from the Decks page with several cards
 * Ctrl-selected opens on them ("3 selected cards"), not on the whole deck;
 * the map sheets are off then, and their row says why. From the Map page
 * it opens on the region side shown there, alone: the contents page and
 * its two tiles, without the cards; every region side is a choice away. */
static void
test_print_opens_on_selection_and_side (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmVariant *variant = wm_document_get_variant (wm_window_get_document (window));
  WmDecksPage *decks = WM_DECKS_PAGE (window->decks_page);
  WmCardTable *table = wm_decks_page_get_table (decks);
  WmMapCanvas *canvas = wm_map_page_get_canvas (WM_MAP_PAGE (window->map_page));
  g_autofree char *was_region = NULL, *side = NULL, *region_name = NULL;
  WmRegion *r2 = wm_variant_find_region (variant, "r2");
  int was_side;
  WmDeckPrint *print;
  g_auto (GStrv) selected = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "decks");
  wm_test_iterate (20);
  wm_decks_page_show (decks, "events", NULL);
  wm_test_iterate (20);
  wm_card_table_select (table, (const char *const[]){ "E01", "E02", "E05", NULL });
  wm_test_iterate (20);
  selected = wm_decks_page_dup_selection (decks);
  g_assert_cmpuint (g_strv_length (selected), ==, 3);
  print = print_from (window, "decks");
  assert_choice (print, "3 selected cards");
  g_assert_cmpstr (wm_deck_print_get_decks_note (print), ==, "3 cards from 1 deck");
  g_assert_false (wm_deck_print_get_map (print));
  g_assert_cmpstr (wm_deck_print_get_map_note (print), ==,
                   "Switched off with the choice of cards above; switch on to print the map too");
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==, "2 pages: 3 cards, 9 to a page");
  wm_test_screenshot (GTK_WIDGET (print), "print-selected-cards");
  gtk_window_destroy (GTK_WINDOW (print));
  wm_test_iterate (20);
  /* the page's own pick again, as the other tests find it */
  wm_card_table_select (table, (const char *const[]){ "E01", NULL });
  wm_test_iterate (20);

  was_region = g_strdup (wm_map_canvas_get_region (canvas));
  was_side = wm_map_canvas_get_side (canvas);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "map");
  wm_test_iterate (20);
  wm_map_page_show_region (WM_MAP_PAGE (window->map_page), "r2", 1);
  wm_test_iterate (20);
  print = print_from (window, "map");
  region_name = wm_variant_isolated_name (variant, &r2->name, r2->id);
  side = g_strdup_printf ("This region side: %s, side B", region_name);
  {
    g_autofree char *sheets = wm_deck_print_dup_sheets_choice (print);
    g_assert_cmpstr (sheets, ==, side);
  }
  g_assert_true (wm_deck_print_get_map (print));
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==, "3 pages: 2 map pages");
  wm_test_screenshot (GTK_WIDGET (print), "print-region-side");
  /* every side: the 16 pages of the base game's map */
  g_assert_true (wm_deck_print_choose_sheets (print, NULL, 0));
  wm_test_iterate (20);
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==, "17 pages: 16 map pages");
  /* another region's side, chosen */
  g_assert_true (wm_deck_print_choose_sheets (print, "r3", 0));
  wm_test_iterate (20);
  g_assert_cmpstr (wm_deck_print_get_summary (print), ==, "3 pages: 2 map pages");
  g_assert_false (wm_deck_print_choose_sheets (print, "r9", 0));
  gtk_window_destroy (GTK_WINDOW (print));
  wm_test_iterate (20);
  /* Review 24a-1: from the Board view, the board's sides, not the region
   * last shown in the Region view */
  {
    GtkWidget *preview = wm_map_page_get_board_preview (WM_MAP_PAGE (window->map_page));
    GtkStack *stack = GTK_STACK (gtk_widget_get_parent (preview));
    g_autofree char *sheets = NULL;

    gtk_stack_set_visible_child_name (stack, "board");
    wm_test_iterate (20);
    wm_board_preview_set_side (WM_BOARD_PREVIEW (preview), 1);
    wm_test_iterate (20);
    print = print_from (window, "map");
    sheets = wm_deck_print_dup_sheets_choice (print);
    g_assert_cmpstr (sheets, ==, "This board: its regions’ sides B");
    /* its four sides B, 2 tiles each, without the cards */
    g_assert_cmpstr (wm_deck_print_get_summary (print), ==, "9 pages: 8 map pages");
    wm_test_screenshot (GTK_WIDGET (print), "print-board-sides");
    gtk_window_destroy (GTK_WINDOW (print));
    wm_test_iterate (20);
    gtk_stack_set_visible_child_name (stack, "region");
    wm_test_iterate (20);
  }
  if (was_region != NULL)
    wm_map_page_show_region (WM_MAP_PAGE (window->map_page), was_region, was_side);
  wm_test_iterate (20);
}

/* An undo or redo made on another page than its edit's says where it
 * took effect, with a button that goes there (review 22: Ctrl+Z on the Map
 * took back the Rules page's goal without a word); on the edit's own page
 * it says nothing. */
static void
test_undo_elsewhere_told (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  GtkWidget *overlay = GTK_WIDGET (window->toast_overlay);
  GtkWidget *spin, *toast;
  int goal = wm_document_get_variant (doc)->rules.goal;

  wm_window_show_section (window, "rules");
  wm_test_iterate (20);
  spin = wm_rules_page_get_editor (WM_RULES_PAGE (window->rules_page), WM_FIELD_GOAL);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), goal + 1);
  wm_test_iterate (20);
  g_assert_cmpstr (wm_document_get_undo_origin (doc), ==, "rules");

  wm_window_show_section (window, "map");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal);
  g_assert_nonnull (wm_test_wait_for_toast (overlay, "Undone on the Rules page: Change “Goal”"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal + 1);
  toast = GTK_WIDGET (wm_test_wait_for_toast (overlay, "Redone on the Rules page: Change “Goal”"));
  g_assert_nonnull (toast);
  wm_test_screenshot (GTK_WIDGET (window), "undo-elsewhere");
  /* Its Show button goes to the page, at once (within the half second the
   * toast slides in over the one before: libadwaita 1.2 crashed on a
   * toast dismissed then); the toast stays its time. */
  while (toast != NULL && wm_test_find_button (toast, "Show") == NULL)
    toast = gtk_widget_get_parent (toast);
  g_assert_nonnull (toast);
  wm_test_click (wm_test_find_button (toast, "Show"));
  wm_test_iterate (50);
  g_assert_cmpstr (wm_window_get_section (window), ==, "rules");
  for (guint waited = 0; wm_test_find_label_with (overlay, "Redone on") != NULL && waited < 8000;
       waited += 100)
    wm_test_iterate (100);

  /* On the page of the edit itself: the page shows it, nothing to say. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (50);
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal);
  g_assert_null (wm_test_find_label_with (overlay, "Undone on"));
  g_assert_false (wm_document_get_modified (doc));
}

/* Quick undos made on another page are told by one toast, the latest's:
 * each step's toast replaced the one before only when that one's five
 * seconds were up, so six undos went on being told for a minute after
 * the last (review 25e). */
static void
test_undo_elsewhere_latest_told (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  GtkWidget *overlay = GTK_WIDGET (window->toast_overlay);
  const WmRules *rules = &wm_document_get_variant (doc)->rules;
  int goal = rules->goal, hand = rules->hand;
  guint waited = 0;

  for (; wm_test_find_toast (overlay) != NULL && waited < 12000; waited += 100)
    wm_test_iterate (100);
  waited = 0;
  wm_window_show_section (window, "rules");
  wm_test_iterate (20);
  gtk_spin_button_set_value (
      GTK_SPIN_BUTTON (wm_rules_page_get_editor (WM_RULES_PAGE (window->rules_page), WM_FIELD_GOAL)),
      goal + 1);
  gtk_spin_button_set_value (
      GTK_SPIN_BUTTON (wm_rules_page_get_editor (WM_RULES_PAGE (window->rules_page), WM_FIELD_HAND)),
      hand + 1);
  wm_test_iterate (20);

  wm_window_show_section (window, "map");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_nonnull (wm_test_wait_for_toast (overlay, "Undone on the Rules page: Change “Hand size”"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpint (rules->goal, ==, goal);
  /* the latest is up within the second the one before takes to go */
  for (; wm_test_find_label_with (overlay, "Change “Goal”") == NULL && waited < 2000; waited += 100)
    wm_test_iterate (100);
  g_assert_nonnull (wm_test_find_label_with (overlay, "Undone on the Rules page: Change “Goal”"));
  /* the one before slides out meanwhile (libadwaita's 300 ms hide) */
  for (waited = 0; wm_test_find_label_with (overlay, "Change “Hand size”") != NULL && waited < 1000;
       waited += 50)
    wm_test_iterate (50);
  g_assert_null (wm_test_find_label_with (overlay, "Change “Hand size”"));
  /* and stays the only one: the one before never comes back */
  for (waited = 0; wm_test_find_label_with (overlay, "Change “Goal”") != NULL && waited < 8000;
       waited += 100)
    {
      g_assert_null (wm_test_find_label_with (overlay, "Change “Hand size”"));
      wm_test_iterate (100);
    }
  wm_test_iterate (1000);
  g_assert_null (wm_test_find_label_with (overlay, "Change “Hand size”"));
  g_assert_false (wm_document_get_modified (doc));
}

/* A toast that slides in over another (the one before it dismissed), or
 * alone, and is dismissed at once — its ×, Escape — goes, and nothing else:
 * libadwaita 1.2 freed it while it slid in and then ended its slide on
 * what was freed, a crash (under MALLOC_PERTURB_, which meson sets, in
 * the first round or the second). The dismissal waits for the slide, then
 * the toast goes. */
static void
test_toast_dismissed_sliding_in (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *overlay = adw_toast_overlay_new ();

  adw_toast_overlay_set_child (ADW_TOAST_OVERLAY (overlay), gtk_label_new ("page"));
  gtk_window_set_child (GTK_WINDOW (window), overlay);
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 400);
  gtk_window_present (GTK_WINDOW (window));
  wm_test_wait_laid_out (overlay, "the toast overlay");
  /* Alone, dismissed in the frame it came in (Escape at once): its 300 ms
   * slide and its 300 ms hide ended in one frame, the hide's first. */
  for (int round = 0; round < 2; round++)
    {
      AdwToast *toast = g_object_ref (wm_toast_new ("A toast alone"));
      guint waited = 0;

      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), toast);
      adw_toast_dismiss (toast);
      g_object_unref (toast);
      for (; wm_test_find_toast (overlay) != NULL && waited < 3000; waited += 50)
        wm_test_iterate (50);
      g_assert_null (wm_test_find_toast (overlay));
      g_assert_cmpuint (waited, <, 1500);
    }
  for (int round = 0; round < 3; round++)
    {
      AdwToast *first = wm_toast_new ("The first toast");
      AdwToast *second = wm_toast_new ("The second toast");
      guint waited = 0;

      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), first);
      wm_test_iterate (400);
      g_assert_nonnull (wm_test_find_label_with (overlay, "The first toast"));
      g_object_ref (second);
      adw_toast_overlay_add_toast (ADW_TOAST_OVERLAY (overlay), second);
      adw_toast_dismiss (first);
      for (; wm_test_find_label_with (overlay, "The second toast") == NULL && waited < 1000;
           waited += 10)
        wm_test_iterate (10);
      g_assert_nonnull (wm_test_find_label_with (overlay, "The second toast"));
      wm_test_iterate (50);
      adw_toast_dismiss (second);
      g_object_unref (second);
      waited = 0;
      for (; wm_test_find_toast (overlay) != NULL && waited < 3000; waited += 50)
        wm_test_iterate (50);
      /* both gone, the second within a second of its dismissal */
      g_assert_null (wm_test_find_toast (overlay));
      g_assert_cmpuint (waited, <, 1500);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  wm_test_iterate (20);
}

/* ---- undone elsewhere, every kind of edit ---- */

static void type_into (WmWindow *window, const char *title, const char *text);

static void
edit_authors (WmWindow *window, WmDocument *doc)
{
  type_into (window, "Authors", "Ann Reed");
}

static void
edit_goal (WmWindow *window, WmDocument *doc)
{
  g_assert_true (wm_document_set_field (doc, WM_FIELD_GOAL,
                                        wm_document_get_variant (doc)->rules.goal + 1, NULL));
}

static void
edit_secret_count (WmWindow *window, WmDocument *doc)
{
  int count = wm_secret_place_count (wm_document_get_variant (doc), WM_SECRET_MILEPOST);

  g_assert_true (wm_piece_edit_secret_count (doc, WM_SECRET_MILEPOST, count + 1, NULL));
}

static void
edit_add_town (WmWindow *window, WmDocument *doc)
{
  g_autofree char *id = wm_piece_edit_add (doc, WM_PIECE_TOWN, NULL);

  g_assert_nonnull (id);
}

static void
edit_add_space (WmWindow *window, WmDocument *doc)
{
  g_assert_true (wm_map_add_space (doc, "r1", 0, 40, 40, WM_SPACE_PLAIN, NULL, NULL));
}

static void
edit_board_size (WmWindow *window, WmDocument *doc)
{
  const WmVariant *v = wm_document_get_variant (doc);

  g_assert_true (wm_board_edit_size (doc, v->board.cols + 1, v->board.rows, NULL));
}

static void
edit_add_card (WmWindow *window, WmDocument *doc)
{
  g_autofree char *id = wm_deck_add_card (doc, "quests-r1", NULL, NULL);

  g_assert_nonnull (id);
}

static void
edit_add_effect (WmWindow *window, WmDocument *doc)
{
  const WmDeck *events = wm_variant_find_deck (wm_document_get_variant (doc), "events");
  const WmCard *card = g_ptr_array_index (events->cards, 0);

  g_assert_true (wm_effects_add (doc, WM_EFFECT_LIST_CARD_EFFECTS, card->id, "gold-bonus"));
}

static void
edit_add_slot (WmWindow *window, WmDocument *doc)
{
  const WmCharacter *c = g_ptr_array_index (wm_document_get_variant (doc)->characters, 0);

  g_assert_true (wm_character_add_slot (doc, c->id));
}

/* Waits for the toast that says @message and closes it, so that the next
 * one shows at once; one that did not come is added to @missing. */
static void
expect_toast_and_close (GtkWidget *overlay, const char *message, GString *missing)
{
  if (wm_test_wait_for_toast (overlay, message) == NULL)
    g_string_append_printf (missing, "\n  “%s”", message);
  else
    wm_test_close_toast (overlay);
}

/* Review of 28 November: a card added on the Decks page and undone or
 * redone from the Overview, Events & Abilities or Rules page changed the
 * design without a word. Each kind of edit, made on its page and undone
 * and redone from another, says where and what: the Overview's and the
 * Map's drawing (closures), the Rules numbers (fields), and the snapshots
 * of the Rules page's secret places and towns, Board Setup, the Decks,
 * Events & Abilities and Characters pages, which said nothing. */
static void
test_undo_elsewhere_every_kind (void)
{
  static const struct
  {
    const char *section, *title;
    void (*edit) (WmWindow *window, WmDocument *doc);
    const char *undone_on;
  } kinds[] = {
    { "overview", "Overview", edit_authors, "map" },
    { "rules", "Rules", edit_goal, "decks" },
    { "rules", "Rules", edit_secret_count, "overview" },
    { "rules", "Rules", edit_add_town, "events" },
    { "map", "Map", edit_add_space, "overview" },
    { "map", "Map", edit_board_size, "rules" },
    { "decks", "Decks", edit_add_card, "overview" },
    { "events", "Events & Abilities", edit_add_effect, "overview" },
    { "characters", "Characters", edit_add_slot, "decks" },
  };
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  GtkWidget *overlay = GTK_WIDGET (window->toast_overlay);
  g_autoptr (GString) missing = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autofree char *label = NULL, *undone = NULL, *redone = NULL;

      wm_window_show_section (window, kinds[i].section);
      wm_test_iterate (20);
      kinds[i].edit (window, doc);
      wm_test_iterate (20);
      label = g_strdup (wm_document_get_undo_label (doc));
      g_assert_nonnull (label);
      undone = g_strdup_printf ("Undone on the %s page: %s", kinds[i].title, label);
      redone = g_strdup_printf ("Redone on the %s page: %s", kinds[i].title, label);

      wm_window_show_section (window, kinds[i].undone_on);
      wm_test_iterate (20);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
      expect_toast_and_close (overlay, undone, missing);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
      if (g_str_equal (kinds[i].section, "decks")
          && wm_test_wait_for_toast (overlay, redone) != NULL)
        wm_test_screenshot (GTK_WIDGET (window), "undo-elsewhere-card");
      expect_toast_and_close (overlay, redone, missing);
      g_assert_true (wm_document_undo (doc, NULL));
    }
  if (missing->len > 0)
    g_error ("toasts that did not come:%s", missing->str);
}

static void
test_edit_undo_redo_save (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  GtkWidget *spin;
  g_autofree char *dir = g_dir_make_tmp ("wm-gui-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "edited.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (path);
  g_autoptr (WmDocument) reopened = NULL;
  g_autofree char *where = NULL;
  int goal = wm_document_get_variant (doc)->rules.goal;

  g_assert_null (wm_document_get_file (doc));
  g_assert_false (wm_document_get_modified (doc));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "rules");
  wm_test_iterate (20);

  /* Edit the goal the way a user does: through its spin button. */
  spin = wm_rules_page_get_editor (WM_RULES_PAGE (window->rules_page), WM_FIELD_GOAL);
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, goal);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), goal + 5);
  wm_test_iterate (20);
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal + 5);
  g_assert_true (wm_document_get_modified (doc));
  g_assert_true (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (20);
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, goal);
  g_assert_false (wm_document_get_modified (doc));
  g_assert_false (g_str_has_prefix (gtk_window_get_title (GTK_WINDOW (window)), "• "));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  wm_test_iterate (20);
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal + 5);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, goal + 5);

  /* A toggle too. */
  gtk_switch_set_active (GTK_SWITCH (wm_rules_page_get_editor (WM_RULES_PAGE (window->rules_page),
                                                               WM_FIELD_VARIABLE_SETUP)),
                         TRUE);
  g_assert_true (wm_document_get_variant (doc)->options.variable_setup);

  g_assert_true (wm_window_save_to (window, file));
  wm_test_iterate (20);
  g_assert_false (wm_document_get_modified (doc));
  g_assert_true (g_file_equal (wm_document_get_file (doc), file));

  reopened = wm_document_new_from_file (file, diags, NULL);
  g_assert_nonnull (reopened);
  g_assert_true (wm_variant_equal (wm_document_get_variant (reopened),
                                   wm_document_get_variant (doc), &where));
  g_assert_cmpint (wm_document_get_variant (reopened)->rules.goal, ==, goal + 5);
  g_assert_true (wm_document_get_variant (reopened)->options.variable_setup);

  /* Opening the same file again shows its window rather than a second one. */
  wm_application_open_file (app, file);
  wm_test_iterate (20);
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);

  /* The tests after count the base game's problems: a goal of 25 would
   * equal its higher goal, one problem more. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_cmpint (wm_document_get_variant (doc)->rules.goal, ==, goal);
  g_unlink (path);
  g_rmdir (dir);
}

static const char *
row_subtitle (GtkWidget *editor)
{
  GtkWidget *row = gtk_widget_get_ancestor (editor, ADW_TYPE_ACTION_ROW);

  g_assert_nonnull (row);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
}

/* Values that contradict each other stay as typed (an edit in two steps
 * passes through them), and the Rules page says so: both editors are
 * marked and the first row tells why, in the validator's words, which name
 * the values by the page's labels. */
static void
test_rules_problems (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmRulesPage *page = WM_RULES_PAGE (window->rules_page);
  const WmRules *rules = &wm_document_get_variant (doc)->rules;
  GtkWidget *goal = wm_rules_page_get_editor (page, WM_FIELD_GOAL);
  GtkWidget *higher = wm_rules_page_get_editor (page, WM_FIELD_HIGHER_GOAL);
  GtkWidget *fewest = wm_rules_page_get_editor (page, WM_FIELD_MIN_PLAYERS);
  GtkWidget *most = wm_rules_page_get_editor (page, WM_FIELD_MAX_PLAYERS);
  int min_players = rules->min_players;
  int max_players = rules->max_players, higher_goal = rules->higher_goal;
  g_autofree char *problem = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "rules");
  wm_test_iterate (20);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (higher), rules->goal + 5);
  wm_test_iterate (10);
  g_assert_false (gtk_widget_has_css_class (higher, "error"));
  g_assert_cmpstr (row_subtitle (higher), ==, "Used when the higher goal variant is on");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (higher), rules->goal);
  wm_test_iterate (10);
  g_assert_cmpint (rules->higher_goal, ==, rules->goal); /* kept as typed */
  problem = wm_rules_goal_problem (rules);
  g_assert_nonnull (problem);
  g_assert_cmpstr (row_subtitle (higher), ==, problem);
  g_assert_nonnull (strstr (problem, "“Higher goal”"));
  g_assert_nonnull (strstr (problem, "“Goal”"));
  g_assert_true (gtk_widget_has_css_class (higher, "error"));
  g_assert_true (gtk_widget_has_css_class (goal, "error"));
  g_clear_pointer (&problem, g_free);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (most), min_players - 1);
  wm_test_iterate (10);
  problem = wm_rules_players_problem (rules);
  g_assert_nonnull (problem);
  g_assert_cmpstr (row_subtitle (fewest), ==, problem);
  g_assert_nonnull (strstr (problem, "“Fewest players”"));
  g_assert_true (gtk_widget_has_css_class (most, "error"));
  wm_test_screenshot (GTK_WIDGET (window), "rules-problems");

  /* Undo back to where the test began, not a count of steps: edits of one
   * field within a second merge into one step, so how many there are
   * depends on the machine's speed. */
  for (int i = 0; i < 4 && (rules->higher_goal != higher_goal || rules->max_players != max_players);
       i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (10);
  g_assert_cmpint (rules->higher_goal, ==, higher_goal);
  g_assert_cmpint (rules->max_players, ==, max_players);
  g_assert_false (gtk_widget_has_css_class (fewest, "error"));
  g_assert_false (gtk_widget_has_css_class (most, "error"));
  g_assert_cmpstr (row_subtitle (fewest), ==, "");
}

static int
fail_rename (const char *step, gpointer user_data)
{
  return g_str_equal (step, "rename") ? ENOSPC : 0;
}

static void
close_message_dialogs (void)
{
  AdwMessageDialog *dialog;

  while ((dialog = find_message_dialog ()) != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (dialog));
      wm_test_iterate (20);
    }
}

/* A failed save says why and keeps the document modified and the file as it
 * was; saving over a file someone else changed asks first; saved files show
 * up under Open Recent. */
static void
test_save_failures (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  g_autofree char *dir = g_dir_make_tmp ("wm-gui-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "v.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AdwMessageDialog *dialog;

  g_assert_true (wm_window_save_to (window, file));
  wm_test_iterate (100);
  g_assert_cmpuint (g_menu_model_get_n_items (G_MENU_MODEL (window->recent_section)), >=, 1);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 4, NULL));
  wm_write_file_set_fault_hook (fail_rename, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  wm_write_file_set_fault_hook (NULL, NULL);
  wm_test_iterate (50);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), ": the disk is full"));
  g_assert_true (wm_document_get_modified (doc));
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, before);
  close_message_dialogs ();

  /* Another program rewrites the file: saving asks, Cancel keeps theirs. */
  g_assert_true (g_file_set_contents (path, "theirs", -1, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  wm_test_iterate (50);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "cancel");
  wm_test_iterate (20);
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (after, ==, "theirs");
  g_assert_true (wm_document_get_modified (doc));
  close_message_dialogs ();

  /* Overwrite replaces it. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  wm_test_iterate (50);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "overwrite");
  wm_test_iterate (20);
  g_assert_false (wm_document_get_modified (doc));
  g_clear_pointer (&after, g_free);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_true (g_str_has_prefix (after, "<?xml"));
  close_message_dialogs ();
  g_unlink (path);
  g_rmdir (dir);
}

/* The first row of the Validation page whose diagnostic's where begins
 * with @where (any row when NULL), in a depth-first walk of the page. */
static GtkListBoxRow *
find_problem_row (GtkWidget *w, const char *where)
{
  if (GTK_IS_LIST_BOX_ROW (w))
    {
      const char *row_where = g_object_get_data (G_OBJECT (w), "wm-where");
      if (where == NULL || (row_where != NULL && g_str_has_prefix (row_where, where)))
        return GTK_LIST_BOX_ROW (w);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkListBoxRow *row = find_problem_row (c, where);
      if (row != NULL)
        return row;
    }
  return NULL;
}

/* Activates that row as a click does. */
static void
activate_problem (WmValidationPage *page, const char *where)
{
  GtkListBoxRow *row = find_problem_row (GTK_WIDGET (page), where);

  g_assert_nonnull (row);
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
  wm_test_iterate (30);
}

/* Review 14's R14-7: the errors, which stop Playtest and Simulation,
 * come before the warnings (the identity's placeholders, at earlier
 * lines), each group under its heading. */
static void
assert_errors_first (WmValidationPage *page)
{
  GtkListBoxRow *first = find_problem_row (GTK_WIDGET (page), NULL);
  GtkWidget *list = gtk_widget_get_parent (GTK_WIDGET (first));
  gboolean warnings = FALSE;
  gboolean identity = FALSE; /* the base game's, under a heading of its own */
  guint headers = 0;

  g_assert_true (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (first), "wm-error")));
  g_assert_cmpstr (g_object_get_data (G_OBJECT (first), "wm-where"), ==, "rules");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_header (first))), ==,
                   "Errors: Playtest and Simulation wait until they are fixed");
  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      gboolean error = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "wm-error"));
      if (!GTK_IS_LIST_BOX_ROW (row))
        continue; /* a heading */
      g_assert_false (error && warnings);
      warnings = warnings || !error;
      identity = identity
                 || g_strcmp0 (g_object_get_data (G_OBJECT (row), "wm-code"), "bundled-identity")
                        == 0;
      headers += gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (row)) != NULL;
    }
  g_assert_true (warnings);
  g_assert_cmpuint (headers, ==, 2 + identity);
}

static void
test_validation_jumps (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);
  guint identity = n_identity_problems (doc);

  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, identity);

  /* A new card's placeholder name is a warning, at no line yet, which
   * sorts first by line. */
  g_free (wm_deck_add_card (doc, "quests-r1", NULL, NULL));
  /* More fewest players than most players is an error of the rules. */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_MIN_PLAYERS, 6, NULL));
  /* The page refreshes itself a quarter second after an edit: more, under
   * load, than the 400 ms this test once gave it. */
  wm_test_wait_for (wm_validation_page_get_n_problems (page) > identity,
                    "the Validation page to list the rules' problem after the edit");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (30);
  wm_test_screenshot (GTK_WIDGET (window), "validation-problem");
  assert_errors_first (page);

  activate_problem (page, "rules");
  g_assert_cmpstr (wm_window_get_section (window), ==, "rules");

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, n_identity_problems (doc));
}

/* The Rules page's secret places: a count set in its spin button is one
 * undo step; a count typed beyond the schema's 50 changes nothing and the
 * field shows the file's count again. */
static void
test_rules_secret_places (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmRulesPage *rules = WM_RULES_PAGE (window->rules_page);
  GtkWidget *spin;
  g_autofree char *undo = NULL;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "rules");
  wm_test_iterate (50);
  spin = wm_rules_page_get_secret_editor (rules, WM_SECRET_MILEPOST);
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 4);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 3);
  wm_test_iterate (20);
  g_assert_cmpint (wm_secret_place_count (wm_document_get_variant (doc), WM_SECRET_MILEPOST), ==,
                   3);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 4);

  undo = g_strdup (wm_document_get_undo_label (doc));
  gtk_editable_set_text (GTK_EDITABLE (spin), "99");
  gtk_spin_button_update (GTK_SPIN_BUTTON (spin));
  wm_test_iterate (20);
  g_assert_cmpint (wm_secret_place_count (wm_document_get_variant (doc), WM_SECRET_MILEPOST), ==,
                   4);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (spin)), ==, "4");
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, undo);
}

/* Deck sizes: a deck grown on purpose states its size on the Rules page,
 * one undo step, and the rulebook's size typed back states none. */
static void
test_rules_deck_sizes (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmRulesPage *rules = WM_RULES_PAGE (window->rules_page);
  g_autoptr (GBytes) before = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_autoptr (GBytes) after = NULL;
  gboolean was_modified = wm_document_get_modified (doc);
  GtkWidget *spin;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "rules");
  wm_test_iterate (50);
  g_assert_null (wm_rules_page_get_size_editor (rules, "personal-quests"));
  spin = wm_rules_page_get_size_editor (rules, "quests-r1");
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 12);
  g_assert_cmpstr (row_subtitle (spin), ==, "The rulebook gives each region 12; the deck has 12");
  spin = wm_rules_page_get_size_editor (rules, "events");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 20);
  g_assert_cmpstr (row_subtitle (spin), ==, "The rulebook has 20; the deck has 20");

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 21);
  wm_test_iterate (20);
  g_assert_cmpint (wm_variant_find_deck (wm_document_get_variant (doc), "events")->size, ==, 21);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change the size of “Events”");
  g_assert_true (wm_document_get_modified (doc));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (20);
  g_assert_cmpint (wm_variant_find_deck (wm_document_get_variant (doc), "events")->size, ==, 0);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 20);
  after = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_assert_true (g_bytes_equal (before, after));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL));
  wm_test_iterate (20);
  g_assert_cmpint (wm_variant_find_deck (wm_document_get_variant (doc), "events")->size, ==, 21);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 21);

  /* The rulebook's size typed back is no size of the variant's own. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 20);
  wm_test_iterate (20);
  g_clear_pointer (&after, g_bytes_unref);
  after = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_assert_true (g_bytes_equal (before, after));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (20);
  g_assert_cmpint (wm_document_get_modified (doc), ==, was_modified);
}

static void
events_meant_20 (WmVariant *variant, gpointer data)
{
  wm_variant_find_deck (variant, "events")->size = 0;
}

/* The row of the Validation page with @code on @where. */
static GtkWidget *
problem_row (WmValidationPage *page, const char *where, const char *code)
{
  GtkListBoxRow *row = find_problem_row (GTK_WIDGET (page), where);

  while (row != NULL && g_strcmp0 (g_object_get_data (G_OBJECT (row), "wm-code"), code) != 0)
    row = GTK_LIST_BOX_ROW (gtk_widget_get_next_sibling (GTK_WIDGET (row)));
  return GTK_WIDGET (row);
}

/* Values of a number field a designer spins in quick succession, and the
 * longest time between two, which a loaded machine can stretch past the
 * second within which the document joins them into one step. */
typedef struct
{
  GtkSpinButton *spin;
  gint64 last;
  gint64 longest;
} Spins;

static void
spin_once (Spins *spins, GtkSpinType direction)
{
  gint64 now = g_get_monotonic_time ();

  if (spins->last != 0)
    spins->longest = MAX (spins->longest, now - spins->last);
  spins->last = now;
  gtk_spin_button_spin (spins->spin, direction, 1);
  wm_test_iterate (60);
}

/* Whether the spins came too far apart to be quick ones: the test then
 * undoes them and is skipped, saying so. */
static gboolean
spins_too_slow (Spins *spins, WmDocument *doc, GBytes *before)
{
  g_autofree char *why = NULL;

  if (spins->longest < G_USEC_PER_SEC)
    return FALSE;
  for (int i = 0; i < 8; i++)
    {
      g_autoptr (GBytes) now = wm_variant_save_bytes (wm_document_get_variant (doc));
      if (g_bytes_equal (now, before) || !wm_document_undo (doc, NULL))
        break;
    }
  why = g_strdup_printf ("the machine took %" G_GINT64_FORMAT " ms between two spins",
                         spins->longest / 1000);
  g_test_skip (why);
  return TRUE;
}

/* Spinning a deck's size several times in quick succession (a designer
 * clicking the field's + button, a deck-size warning listed on the
 * Validation page between two) is one undo step, which takes the deck
 * back to the size it had; spun up, back and up again, it leaves an
 * earlier change of that size a step of its own. */
static void
test_rules_deck_size_spins (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmRulesPage *rules = WM_RULES_PAGE (window->rules_page);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);
  g_autoptr (GBytes) before = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_autoptr (GBytes) after = NULL;
  g_autofree char *undo_before = g_strdup (wm_document_get_undo_label (doc));
  gboolean was_modified = wm_document_get_modified (doc);
  Spins spins = { NULL, 0, 0 };

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "rules");
  wm_test_iterate (50);
  spins.spin = GTK_SPIN_BUTTON (wm_rules_page_get_size_editor (rules, "events"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins.spin), ==, 20);
  for (int i = 0; i < 4; i++)
    {
      spin_once (&spins, GTK_SPIN_STEP_FORWARD);
      if (i == 1)
        {
          wm_validation_page_refresh (page);
          g_assert_nonnull (problem_row (page, "deck events", "deck-size"));
        }
    }
  if (spins_too_slow (&spins, doc, before))
    return;
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins.spin), ==, 24);
  g_assert_cmpint (wm_variant_find_deck (wm_document_get_variant (doc), "events")->size, ==, 24);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change the size of “Events”");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (20);
  after = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_assert_true (g_bytes_equal (before, after));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins.spin), ==, 20);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, undo_before);
  g_assert_cmpint (wm_document_get_modified (doc), ==, was_modified);

  /* The earlier change: 21, an Undo and a Redo ago. Then +, −, +: the −
   * cancels the step of the first +, and the second + once joined the
   * step below, so that one Undo took the earlier change too. */
  gtk_spin_button_set_value (spins.spin, 21);
  wm_test_iterate (20);
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_redo (doc, NULL));
  wm_test_iterate (20);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins.spin), ==, 21);
  spins.last = spins.longest = 0;
  spin_once (&spins, GTK_SPIN_STEP_FORWARD);
  spin_once (&spins, GTK_SPIN_STEP_BACKWARD);
  spin_once (&spins, GTK_SPIN_STEP_FORWARD);
  if (spins_too_slow (&spins, doc, before))
    return;
  g_assert_cmpint (wm_variant_find_deck (wm_document_get_variant (doc), "events")->size, ==, 22);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (20);
  g_assert_cmpint (wm_variant_find_deck (wm_document_get_variant (doc), "events")->size, ==, 21);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (spins.spin), ==, 21);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  wm_test_iterate (20);
  g_clear_pointer (&after, g_bytes_unref);
  after = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_assert_true (g_bytes_equal (before, after));
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, undo_before);
}

/* Activates the row of the problem with @code as a click does: the row
 * takes the keyboard first. */
static void
click_problem_at (WmValidationPage *page, const char *where, const char *code)
{
  GtkListBoxRow *row = find_problem_row (GTK_WIDGET (page), NULL);

  while (row != NULL
         && (g_strcmp0 (g_object_get_data (G_OBJECT (row), "wm-code"), code) != 0
             || (where != NULL
                 && g_strcmp0 (g_object_get_data (G_OBJECT (row), "wm-where"), where) != 0)))
    row = GTK_LIST_BOX_ROW (gtk_widget_get_next_sibling (GTK_WIDGET (row)));
  g_assert_nonnull (row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  wm_test_iterate (30);
  g_signal_emit_by_name (gtk_widget_get_parent (GTK_WIDGET (row)), "row-activated", row);
  /* At least the time a new piece's row takes to focus its name; then the
   * section laid out, the page's idle that focuses the row and scrolls to
   * it, and the frame that lays out the scroll, however long they take. */
  wm_test_iterate (300);
  wm_test_wait_frame (GTK_WIDGET (page));
  wm_test_wait_idle ();
  wm_test_wait_frame (GTK_WIDGET (page));
}

static void
click_problem (WmValidationPage *page, const char *code)
{
  click_problem_at (page, NULL, code);
}

static void
events_meant_21 (WmVariant *variant, gpointer data)
{
  wm_variant_find_deck (variant, "events")->size = 21;
}

/* A warning accepted on the Validation page leaves the list and its count
 * for the collapsed "Accepted (1)" group, with its note; Reconsider takes
 * it back; both are undoable steps that the file keeps. A deck-size
 * warning leads to the deck's row under Rules, "Deck sizes". */
static void
test_validation_accept (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);
  WmVariant *variant;
  g_autoptr (GBytes) before = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_autoptr (GBytes) after = NULL;
  const WmAccepted *entry;
  GtkWidget *row, *dialog, *entry_field, *focus, *size_row;
  guint n;

  g_assert_true (wm_document_edit (doc, "meant 21", events_meant_21, NULL, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_validation_page_refresh (page);
  wm_test_iterate (30);
  n = wm_validation_page_get_n_problems (page);
  g_assert_cmpuint (n, ==, n_identity_problems (doc) + 1);
  g_assert_cmpuint (wm_validation_page_get_n_accepted (page), ==, 0);

  /* Accept… with a note. The row reads: the problem, its button, and last
   * the arrow of the way to the element, as GNOME's rows end. */
  row = problem_row (page, "deck events", "deck-size");
  g_assert_nonnull (row);
  g_assert_null (wm_test_find_button (GTK_WIDGET (page), "Re_consider"));
  wm_test_wait_laid_out (row, "the deck-size row");
  {
    GtkWidget *arrow = wm_test_find_icon (row, "go-next-symbolic");
    GtkWidget *accept = wm_test_find_button (row, "Acc_ept…");
    graphene_rect_t arrow_box, accept_box;

    g_assert_nonnull (arrow);
    g_assert_true (gtk_widget_compute_bounds (arrow, row, &arrow_box));
    g_assert_true (gtk_widget_compute_bounds (accept, row, &accept_box));
    g_assert_cmpfloat (accept_box.origin.x + accept_box.size.width, <=, arrow_box.origin.x);
    wm_test_screenshot (row, "validation-row-actions");
  }
  wm_test_click (wm_test_find_button (row, "Acc_ept…"));
  dialog = wm_test_open_message_dialog ();
  g_assert_nonnull (dialog);
  entry_field = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  gtk_editable_set_text (GTK_EDITABLE (entry_field), "21 on purpose: one per day");
  wm_test_screenshot (GTK_WIDGET (dialog), "validation-accept-dialog");
  wm_test_answer (ADW_MESSAGE_DIALOG (dialog), "accept");
  variant = wm_document_get_variant (doc);
  g_assert_cmpuint (variant->accepted->len, ==, 1);
  entry = g_ptr_array_index (variant->accepted, 0);
  g_assert_cmpstr (entry->check, ==, "deck-size");
  g_assert_cmpstr (entry->subject, ==, "deck events");
  g_assert_cmpstr (entry->note, ==, "21 on purpose: one per day");
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Accept Warning");
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, n - 1);
  g_assert_cmpuint (wm_validation_page_get_n_accepted (page), ==, 1);
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (page), "Accepted (1)"));
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (page), "21 on purpose: one per day"));
  {
    GtkWidget *expander = wm_test_find_of_type (GTK_WIDGET (page), ADW_TYPE_EXPANDER_ROW);
    g_assert_false (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander)));
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
    wm_test_wait_frame (GTK_WIDGET (page));
    wm_test_screenshot (GTK_WIDGET (window), "validation-accepted");
  }

  /* The deck back at the rulebook's size: the acceptance keeps nothing,
   * and its row names the deck as the designer did. */
  g_assert_true (wm_document_edit (doc, "meant 20", events_meant_20, NULL, NULL));
  wm_validation_page_refresh (page);
  row = problem_row (page, "accepted deck-size / deck events", "accepted-stale");
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                   "The accepted “deck-size” warning of deck “Events” no longer occurs: remove "
                   "the acceptance");
  g_assert_nonnull (wm_test_find_button (row, "_Remove"));
  wm_test_wait_frame (GTK_WIDGET (page));
  wm_test_screenshot (GTK_WIDGET (window), "validation-stale");
  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);

  /* Reconsider, and both steps undone and redone. */
  wm_test_click (wm_test_find_button (GTK_WIDGET (page), "Re_consider"));
  g_assert_cmpuint (wm_document_get_variant (doc)->accepted->len, ==, 0);
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Reconsider Warning");
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, n);
  g_assert_cmpuint (wm_validation_page_get_n_accepted (page), ==, 0);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_document_get_variant (doc)->accepted->len, ==, 1);
  g_assert_cmpuint (wm_validation_page_get_n_accepted (page), ==, 1);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_document_get_variant (doc)->accepted->len, ==, 0);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, n);
  g_assert_true (wm_document_redo (doc, NULL));
  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_validation_page_get_n_accepted (page), ==, 1);
  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);

  /* The warning leads to where the size is set. */
  click_problem_at (page, "deck events", "deck-size");
  g_assert_cmpstr (wm_window_get_section (window), ==, "rules");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  size_row = gtk_widget_get_ancestor (
      wm_rules_page_get_size_editor (WM_RULES_PAGE (window->rules_page), "events"),
      ADW_TYPE_ACTION_ROW);
  g_assert_true (focus == size_row || gtk_widget_is_ancestor (focus, size_row));
  wm_test_screenshot (GTK_WIDGET (window), "validation-jump-deck-size");

  g_assert_true (wm_document_undo (doc, NULL));
  after = wm_variant_save_bytes (wm_document_get_variant (doc));
  g_assert_true (g_bytes_equal (before, after));
  wm_validation_page_refresh (page);
}

/* Whether the keyboard is in a text field whose text is selected, which
 * the next key pressed would replace. */
static gboolean
focus_in_selected_text (WmWindow *window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  for (; focus != NULL && !GTK_IS_EDITABLE (focus); focus = gtk_widget_get_parent (focus))
    ;
  return focus != NULL && gtk_editable_get_selection_bounds (GTK_EDITABLE (focus), NULL, NULL);
}

static void
wider_board (WmVariant *variant, gpointer data)
{
  variant->board.cols = 3;
}

/* Whether all of @widget lies in the visible part of its scrolled window. */
static gboolean
shown_in_scrolled (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t top, bottom;

  g_assert_nonnull (scrolled);
  g_assert_true (gtk_widget_compute_point (widget, scrolled, &GRAPHENE_POINT_INIT (0, 0), &top));
  g_assert_true (gtk_widget_compute_point (
      widget, scrolled, &GRAPHENE_POINT_INIT (0, gtk_widget_get_height (widget)), &bottom));
  return top.y >= 0 && bottom.y <= gtk_widget_get_height (scrolled);
}

/* A town, path type or weapon type still named as the Rules page names a
 * new one: its problem leads to its row there, which has the keyboard, as
 * a setup problem leads to its row. */
static void
test_validation_piece_name_jumps (void)
{
  static const struct
  {
    WmPieceKind kind;
    const char *word;
  } pieces[] = {
    { WM_PIECE_TOWN, "town" },
    { WM_PIECE_PATH_TYPE, "path-type" },
    { WM_PIECE_WEAPON_TYPE, "weapon-type" },
  };
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);

  for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
    {
      g_autofree char *id = wm_piece_edit_add (doc, pieces[i].kind, NULL);
      g_autofree char *where = g_strdup_printf ("%s %s", pieces[i].word, id);
      GtkWidget *focus, *expander;

      g_assert_nonnull (id);
      wm_validation_page_refresh (page);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
      wm_test_iterate (30);
      click_problem_at (page, where, "placeholder-name");
      g_assert_cmpstr (wm_window_get_section (window), ==, "rules");
      focus = gtk_root_get_focus (GTK_ROOT (window));
      g_assert_nonnull (focus);
      expander = gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW);
      g_assert_nonnull (expander);
      g_assert_cmpstr (adw_expander_row_get_subtitle (ADW_EXPANDER_ROW (expander)), ==, id);
      /* The row's header, not its Remove button. */
      g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
      g_assert_true (shown_in_scrolled (expander));
      g_assert_false (focus_in_selected_text (window));
      if (i == 0)
        wm_test_screenshot (GTK_WIDGET (window), "validation-jump-town-name");
      g_assert_true (wm_document_undo (doc, NULL));
    }
  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, n_identity_problems (doc));
}

/* The setup's problems lead to where each is fixed (the reviewer's D11):
 * the secret-place counts on the Rules page, the board to the Map's Board
 * view; the Overview's problems to the Overview, whose title is then not
 * selected for the next keystroke to replace. */
static void
test_validation_setup_jumps (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);
  WmMapPage *map = WM_MAP_PAGE (window->map_page);
  GtkWidget *focus;

  /* One milepost more than the map has secret slots. */
  g_assert_true (wm_piece_edit_secret_count (doc, WM_SECRET_MILEPOST, 5, NULL));
  wm_validation_page_refresh (page);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (30);
  click_problem (page, "setup-secret-slots");
  g_assert_cmpstr (wm_window_get_section (window), ==, "rules");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  g_assert_true (ADW_IS_ACTION_ROW (focus));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (focus)), ==, "Milepost");
  g_assert_false (focus_in_selected_text (window));
  wm_test_screenshot (GTK_WIDGET (window), "validation-jump-secret-places");
  g_assert_true (wm_document_undo (doc, NULL));

  /* A board of 3 × 2 cells whose cells place 4 regions (value-range, at
   * the board); 6 forts for 4 weapon types (setup-weapon-types). */
  g_assert_true (wm_document_edit (doc, "wider", wider_board, NULL, NULL));
  wm_validation_page_refresh (page);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (30);
  click_problem (page, "value-range");
  g_assert_cmpstr (wm_window_get_section (window), ==, "map");
  g_assert_true (gtk_widget_get_mapped (wm_map_page_get_board_preview (map)));
  g_assert_false (focus_in_selected_text (window));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (30);
  click_problem (page, "setup-weapon-types");
  g_assert_cmpstr (wm_window_get_section (window), ==, "rules");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (ADW_IS_EXPANDER_ROW (gtk_widget_get_ancestor (focus, ADW_TYPE_EXPANDER_ROW)));
  g_assert_false (focus_in_selected_text (window));
  g_assert_true (wm_document_undo (doc, NULL));

  /* The identifier New variant gives: a problem of the Overview. */
  {
    WmVariant *variant = wm_document_get_variant (doc);
    g_autofree char *id = g_strdup (variant->id);
    g_free (variant->id);
    variant->id = g_strdup ("untitled-variant");
    wm_validation_page_refresh (page);
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
    wm_test_iterate (30);
    click_problem (page, "placeholder-name");
    g_assert_cmpstr (wm_window_get_section (window), ==, "overview");
    g_assert_false (focus_in_selected_text (window));
    g_free (variant->id);
    variant->id = g_steal_pointer (&id);
    wm_validation_page_refresh (page);
  }
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, n_identity_problems (doc));
}

/* A problem of a card leads to its deck with the card selected, one of an
 * event's effects to the Events & Abilities page showing that event. */
static void
test_validation_reveals_cards (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);
  WmDecksPage *decks = WM_DECKS_PAGE (window->decks_page);
  const WmDeck *events = NULL;
  g_autofree char *card = NULL, *where = NULL;
  g_auto (GStrv) selected = NULL;

  for (guint i = 0; i < wm_document_get_variant (doc)->decks->len && events == NULL; i++)
    {
      const WmDeck *deck = g_ptr_array_index (wm_document_get_variant (doc)->decks, i);
      if (deck->kind == WM_DECK_EVENT)
        events = deck;
    }
  g_assert_nonnull (events);
  /* A new card keeps the name the editor gave it: a placeholder-name warning. */
  card = wm_deck_add_card (doc, events->id, NULL, NULL);
  g_assert_nonnull (card);
  where = g_strdup_printf ("deck %s / card %s", events->id, card);
  wm_validation_page_refresh (page);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (30);
  activate_problem (page, where);
  g_assert_cmpstr (wm_window_get_section (window), ==, "decks");
  g_assert_cmpstr (wm_decks_page_get_deck (decks), ==, events->id);
  selected = wm_card_table_get_selected (wm_decks_page_get_table (decks));
  g_assert_cmpuint (g_strv_length (selected), ==, 1);
  g_assert_cmpstr (selected[0], ==, card);

  /* An effect's problem: the page of effects, on that card. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "events");
  wm_test_iterate (30);
  g_signal_emit_by_name (page, "diagnostic-activated", where, "test", "effect-test");
  wm_test_iterate (30);
  g_assert_true (wm_events_page_shows (WM_EVENTS_PAGE (window->events_page),
                                       WM_EFFECT_LIST_CARD_EFFECTS, card));

  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);
}

/* The verdict's first line under the Events & Abilities form ends with
 * its check's code, which no width breaks: a line starts at the code's
 * bracket or after it, never inside it (German messages broke it at a
 * hyphen). */
static void
assert_verdict_code_whole (WmEventsPage *events, const char *code)
{
  GtkWidget *label = gtk_widget_get_first_child (wm_events_page_get_verdict (events));
  g_autoptr (PangoLayout) layout = pango_layout_copy (gtk_label_get_layout (GTK_LABEL (label)));
  const char *text = pango_layout_get_text (layout);
  const char *open = strrchr (text, '[');
  int wrapped = 0;

  g_assert_nonnull (open);
  g_assert_true (g_str_has_suffix (text, "]"));
  for (int width = 120; width <= 900; width += 3)
    {
      pango_layout_set_width (layout, width * PANGO_SCALE);
      for (GSList *l = pango_layout_get_lines_readonly (layout); l != NULL; l = l->next)
        {
          int start = ((PangoLayoutLine *) l->data)->start_index;

          if (start > open - text && start < (int) strlen (text))
            g_error ("at %d px a line starts inside the code: \"%s\"", width, text + start);
        }
      wrapped += pango_layout_get_line_count (layout) > 1;
    }
  g_assert_cmpint (wrapped, >, 0);
  /* The code reads as the README lists it, the joiners aside. */
  {
    g_auto (GStrv) parts = g_strsplit (open, "\u2060", -1);
    g_autofree char *plain = g_strjoinv ("", parts);
    g_autofree char *bracketed = g_strdup_printf ("[%s]", code);

    g_assert_cmpstr (plain, ==, bracketed);
  }
}

/* Two effects of one event that cancel (Landslide's closed paths made to
 * take in the road its extra move runs along) are an effect-cancels
 * warning on the Validation page that opens Events & Abilities on the
 * event. */
static void
test_validation_effect_cancels (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);
  const char *where = "deck events / card E16";
  GtkListBoxRow *row;

  wm_validation_page_refresh (page);
  g_assert_null (find_problem_row (GTK_WIDGET (page), where));
  g_assert_true (wm_effects_set_param (doc, WM_EFFECT_LIST_CARD_EFFECTS, "E16", 0, "via",
                                       "trail road"));
  wm_validation_page_refresh (page);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (30);
  row = find_problem_row (GTK_WIDGET (page), where);
  g_assert_nonnull (row);
  g_assert_cmpstr (g_object_get_data (G_OBJECT (row), "wm-code"), ==, "effect-cancels");
  wm_test_screenshot (GTK_WIDGET (window), "validation-effect-cancels");
  activate_problem (page, where);
  g_assert_cmpstr (wm_window_get_section (window), ==, "events");
  g_assert_true (wm_events_page_shows (WM_EVENTS_PAGE (window->events_page),
                                       WM_EFFECT_LIST_CARD_EFFECTS, "E16"));
  wm_test_screenshot (GTK_WIDGET (window), "validation-effect-cancels-opened");
  g_assert_cmpuint (wm_events_page_count_problems (WM_EVENTS_PAGE (window->events_page)), ==, 1);
  assert_verdict_code_whole (WM_EVENTS_PAGE (window->events_page), "effect-cancels");

  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);
  g_assert_null (find_problem_row (GTK_WIDGET (page), where));
}

/* A town's name too long for its side's sheet (placed past the edge,
 * where a sheet cuts it) is a map-label-overflow warning on the Validation
 * page that opens the Map page on that region with the space selected. */
static void
test_validation_map_label (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);
  WmMapCanvas *canvas = wm_map_page_get_canvas (WM_MAP_PAGE (window->map_page));
  WmRegion *region = g_ptr_array_index (wm_document_get_variant (doc)->regions, 0);
  g_autofree char *long_name = g_strnfill (60, 'W');
  g_autofree char *where = NULL;
  g_autoptr (GError) error = NULL;
  const WmSpace *town = NULL;
  const char *const *selection;

  for (guint i = 0; i < region->sides[0]->spaces->len && town == NULL; i++)
    {
      const WmSpace *sp = g_ptr_array_index (region->sides[0]->spaces, i);
      if (sp->town != NULL)
        town = sp;
    }
  g_assert_nonnull (town);
  g_assert_true (wm_piece_edit_name (doc, WM_PIECE_TOWN, town->town, "de", long_name, &error));
  g_assert_no_error (error);
  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), >, n_identity_problems (doc));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (30);
  wm_test_screenshot (GTK_WIDGET (window), "validation-map-label");
  where = g_strdup_printf ("region %s / side A / space %s", region->id, town->id);
  click_problem_at (page, where, "map-label-overflow");
  g_assert_cmpstr (wm_window_get_section (window), ==, "map");
  g_assert_cmpstr (wm_map_canvas_get_region (canvas), ==, region->id);
  selection = wm_map_canvas_get_selection (canvas);
  g_assert_nonnull (selection);
  g_assert_true (g_strv_contains (selection, town->id));
  wm_test_screenshot (GTK_WIDGET (window), "validation-map-label-opened");
  /* nothing selected for the tests after: a map key would edit the space */
  wm_map_canvas_select (canvas, (const char *const[]){ NULL });

  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, n_identity_problems (doc));
}

/* The subtitle of the Validation page's row with exactly @where and @code
 * ("line 12 · deck “Dd” (d) · deck-size"), or NULL. */
static const char *
problem_subtitle (GtkWidget *w, const char *where, const char *code)
{
  if (ADW_IS_ACTION_ROW (w))
    {
      const char *subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (w));
      if (g_strcmp0 (g_object_get_data (G_OBJECT (w), "wm-where"), where) == 0
          && subtitle != NULL && g_str_has_suffix (subtitle, code))
        return subtitle;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      const char *found = problem_subtitle (c, where, code);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The subtitle the page must show for @where and @code of @path as
 * `waymark-cli validate` reads it. */
static char *
subtitle_in_file (const char *path, const char *where, const char *code)
{
  g_autoptr (WmDiagnostics) load = wm_diagnostics_new (path);
  g_autoptr (WmVariant) variant = wm_variant_load_path (path, load);
  g_autoptr (WmDiagnostics) diags = NULL;

  g_assert_nonnull (variant);
  diags = wm_validate (variant);
  for (guint i = 0; i < wm_diagnostics_count (diags); i++)
    {
      const WmDiagnostic *d = wm_diagnostics_get (diags, i);
      if (g_strcmp0 (d->where, where) == 0 && strcmp (d->code, code) == 0)
        {
          g_autofree char *place = wm_where_named (variant, where);
          return g_strdup_printf ("line %d · %s · %s", d->line, place, code);
        }
    }
  g_assert_not_reached ();
}

/* The reviewer's case: a card added to quests-r1 and region r1 duplicated,
 * then saved. Before the save the new card's problem has no line and the
 * deck keeps the line it has in the file on disk; after the save the page
 * shows, without being asked, the lines `waymark-cli validate` gives for
 * the saved file (the deck moved down by the duplicated region). */
static void
test_validation_lines_after_save (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  WmValidationPage *page = WM_VALIDATION_PAGE (window->validation_page);
  g_autofree char *dir = g_dir_make_tmp ("wm-gui-lines-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "gui1.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *card = NULL, *card_where = NULL, *region = NULL;
  g_autofree char *deck_line = NULL, *want_deck = NULL, *want_card = NULL;
  int deck_before = wm_variant_find_deck (wm_document_get_variant (doc), "quests-r1")->line;

  card = wm_deck_add_card (doc, "quests-r1", NULL, NULL);
  g_assert_nonnull (card);
  g_assert_true (wm_map_duplicate_region (doc, "r1", &region, NULL));
  card_where = g_strdup_printf ("deck quests-r1 / card %s", card);
  wm_validation_page_refresh (page);
  /* the place in a designer's words, the deck by its name (it said "deck quests-r1") */
  deck_line = g_strdup_printf ("line %d · deck “Quests of Calder and Elmswick” (quests-r1) · "
                               "deck-size", deck_before);
  g_assert_cmpstr (problem_subtitle (GTK_WIDGET (page), "deck quests-r1", "deck-size"), ==,
                   deck_line);
  {
    const char *new_card = problem_subtitle (GTK_WIDGET (page), card_where, "placeholder-name");
    g_autofree char *card_id = g_strdup_printf ("(%s) · ", card);

    g_assert_true (g_str_has_prefix (new_card, "deck “Quests of Calder and Elmswick” "
                                               "(quests-r1) / card “"));
    g_assert_nonnull (strstr (new_card, card_id));
  }

  g_assert_true (wm_document_save_as (doc, file, NULL));
  wm_test_iterate (400); /* the page lists the problems again by itself */
  want_deck = subtitle_in_file (path, "deck quests-r1", "deck-size");
  want_card = subtitle_in_file (path, card_where, "placeholder-name");
  g_assert_cmpstr (want_deck, !=, deck_line);
  g_assert_cmpstr (problem_subtitle (GTK_WIDGET (page), "deck quests-r1", "deck-size"), ==,
                   want_deck);
  g_assert_cmpstr (problem_subtitle (GTK_WIDGET (page), card_where, "placeholder-name"), ==,
                   want_card);

  /* Back to the design the other tests expect, saved. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_save (doc, TRUE, NULL));
  wm_validation_page_refresh (page);
  g_unlink (path);
  g_rmdir (dir);
}

/* The triggers of every shortcut controller under @w, as
 * gtk_shortcut_trigger_to_string() writes them; with @prefix, only those
 * whose action is Waymark's own (a named action "@prefix…"), not those GTK
 * gives its widgets (an entry's Ctrl+A, a list's Home). */
static void
collect_triggers (GtkWidget *w, const char *prefix, GPtrArray *out)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (w);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GtkEventController) c = g_list_model_get_item (controllers, i);
      if (!GTK_IS_SHORTCUT_CONTROLLER (c))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (c)); j++)
        {
          g_autoptr (GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (c), j);
          GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
          if (prefix != NULL
              && !(GTK_IS_NAMED_ACTION (action)
                   && g_str_has_prefix (
                       gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)), prefix)))
            continue;
          g_ptr_array_add (out, gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut)));
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_triggers (c, prefix, out);
}

/* The accelerators of the shortcuts in the groups whose title starts with
 * @group (the search page's copies, in no group, are left out). */
static void
collect_shortcuts (GtkWidget *w, const char *group, gboolean inside, GPtrArray *accels)
{
  if (GTK_IS_SHORTCUTS_GROUP (w))
    {
      g_autofree char *title = NULL;
      g_object_get (w, "title", &title, NULL);
      inside = g_str_has_prefix (title, group);
    }
  if (inside && GTK_IS_SHORTCUTS_SHORTCUT (w))
    {
      g_autofree char *accel = NULL;
      g_auto (GStrv) each = NULL;
      g_object_get (w, "accelerator", &accel, NULL);
      each = g_strsplit (accel, " ", -1);
      for (guint i = 0; each[i] != NULL; i++)
        g_ptr_array_add (accels, g_strdup (each[i]));
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_shortcuts (c, group, inside, accels);
}

/* The shortcuts window's keys of the map canvas and of the card table are
 * the ones the code binds: each map key is taken by the canvas's key
 * handler, each card table key is a trigger of a shortcut controller on
 * the Decks page. */
static void
check_shortcuts_listed (WmWindow *window, GtkWidget *overlay)
{
  g_autoptr (GPtrArray) map_keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) deck_keys = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) triggers = g_ptr_array_new_with_free_func (g_free);
  WmMapCanvas *canvas = wm_map_page_get_canvas (WM_MAP_PAGE (window->map_page));
  WmMapTool tool = wm_map_canvas_get_tool (canvas);
  gboolean snap = wm_map_canvas_get_snap (canvas);

  collect_shortcuts (overlay, "Map:", FALSE, map_keys);
  collect_shortcuts (overlay, "Decks:", FALSE, deck_keys);
  g_assert_cmpuint (map_keys->len, >=, 13);
  g_assert_cmpuint (deck_keys->len, ==, 5);
  for (guint i = 0; i < map_keys->len; i++)
    {
      guint key;
      GdkModifierType mods;
      g_assert_true (gtk_accelerator_parse (map_keys->pdata[i], &key, &mods));
      g_test_message ("map key %s", (char *) map_keys->pdata[i]);
      /* Nothing selected, so that no key edits the variant: an arrow
       * selects a space, which Alt and an arrow would then move. */
      wm_map_canvas_select (canvas, NULL);
      g_assert_true (wm_map_canvas_key (canvas, key, mods));
    }
  wm_map_canvas_set_tool (canvas, tool);
  wm_map_canvas_set_snap (canvas, snap);
  collect_triggers (window->decks_page, NULL, triggers);
  for (guint i = 0; i < deck_keys->len; i++)
    {
      guint key;
      GdkModifierType mods;
      g_autofree char *name = NULL;
      g_assert_true (gtk_accelerator_parse (deck_keys->pdata[i], &key, &mods));
      name = gtk_accelerator_name (key, mods);
      g_test_message ("card table key %s", name);
      g_assert_true (g_ptr_array_find_with_equal_func (triggers, name, g_str_equal, NULL));
    }
}

/* A key the shortcuts window lists: one key, or a range ("<Alt>1...<Alt>9",
 * key to key_end). */
typedef struct
{
  guint key, key_end;
  GdkModifierType mods;
} ListedKey;

/* Every key the shortcuts under @w list, in any group (the search page's
 * copies, in no group, are the same). */
static void
collect_listed (GtkWidget *w, GArray *listed)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (w) && gtk_widget_get_ancestor (w, GTK_TYPE_SHORTCUTS_GROUP))
    {
      g_autofree char *accel = NULL;
      g_auto (GStrv) each = NULL;

      g_object_get (w, "accelerator", &accel, NULL);
      each = g_strsplit (accel != NULL ? accel : "", " ", -1);
      for (guint i = 0; each[i] != NULL; i++)
        {
          g_auto (GStrv) ends = g_strsplit (each[i], "...", 2);
          ListedKey k = { 0 };
          GdkModifierType end_mods;

          if (each[i][0] == '\0')
            continue;
          g_assert_true (gtk_accelerator_parse (ends[0], &k.key, &k.mods));
          k.key_end = k.key;
          if (ends[1] != NULL)
            {
              g_assert_true (gtk_accelerator_parse (ends[1], &k.key_end, &end_mods));
              g_assert_cmpint (end_mods, ==, k.mods);
            }
          g_array_append_val (listed, k);
        }
    }
  for (GtkWidget *c = gtk_widget_get_first_child (w); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_listed (c, listed);
}

/* Whether @listed has the key @accel (as gtk_accelerator_parse () reads). */
static gboolean
is_listed (GArray *listed, const char *accel)
{
  guint key;
  GdkModifierType mods;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  key = gdk_keyval_to_lower (key);
  for (guint i = 0; i < listed->len; i++)
    {
      const ListedKey *k = &g_array_index (listed, ListedKey, i);
      if (k->mods == mods && gdk_keyval_to_lower (k->key) <= key
          && key <= gdk_keyval_to_lower (k->key_end))
        return TRUE;
    }
  return FALSE;
}

/* The shortcuts window (Ctrl+?) lists every key the application has: each
 * accelerator of an action (Ctrl+Y for Redo was left out), each key of the
 * card table's shortcut controller, and each key the map canvas takes
 * without a modifier (all keys with a name tried: printable ones and
 * F1 … Delete; the keypad's are the twins of the arrows and Home … Page
 * Down listed). Map and Decks was full: the Map, Map by Keyboard and
 * Decks keys each have a section. */
static void
test_shortcuts_all_listed (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmMapCanvas *canvas = wm_map_page_get_canvas (WM_MAP_PAGE (window->map_page));
  WmMapTool tool = wm_map_canvas_get_tool (canvas);
  gboolean snap = wm_map_canvas_get_snap (canvas);
  g_autoptr (GArray) listed = g_array_new (FALSE, TRUE, sizeof (ListedKey));
  g_autoptr (GPtrArray) triggers = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  GtkWidget *overlay;
  guint missing = 0, n = 0;

  wm_window_show_section (window, "map");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  wm_test_iterate (100);
  overlay = wm_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  g_assert_nonnull (overlay);
  collect_listed (overlay, listed);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto (GStrv) accels
          = gtk_application_get_accels_for_action (GTK_APPLICATION (app), actions[i]);
      for (guint j = 0; accels[j] != NULL; j++, n++)
        if (!is_listed (listed, accels[j]))
          {
            g_test_message ("%s of %s is not listed", accels[j], actions[i]);
            missing++;
          }
    }
  collect_triggers (window->decks_page, "decks.", triggers);
  g_assert_cmpuint (triggers->len, ==, 5);
  for (guint i = 0; i < triggers->len; i++, n++)
    if (!is_listed (listed, triggers->pdata[i]))
      {
        g_test_message ("%s of the card table is not listed", (char *) triggers->pdata[i]);
        missing++;
      }
  for (guint key = 0x20; key <= 0xffff; key++)
    {
      g_autofree char *name = NULL;
      GtkWidget *menu;

      if ((key > 0x7e && key < 0xff08) || (key >= GDK_KEY_KP_Space && key <= GDK_KEY_KP_Equal))
        continue;
      wm_map_canvas_select (canvas, NULL);
      if (!wm_map_canvas_key (canvas, key, 0))
        continue;
      /* Menu opened the canvas's menu. */
      menu = wm_test_find_of_type (GTK_WIDGET (canvas), GTK_TYPE_POPOVER_MENU);
      if (menu != NULL && gtk_widget_get_visible (menu))
        gtk_popover_popdown (GTK_POPOVER (menu));
      name = gtk_accelerator_name (key, 0);
      n++;
      if (!is_listed (listed, name))
        {
          g_test_message ("%s of the map canvas is not listed", name);
          missing++;
        }
    }
  wm_map_canvas_set_tool (canvas, tool);
  wm_map_canvas_set_snap (canvas, snap);
  g_test_message ("%u keys, %u not listed", n, missing);
  g_assert_cmpuint (missing, ==, 0);
  g_assert_cmpuint (n, >=, 40);
  /* Closed, not destroyed: the window shows the same one again. */
  gtk_window_close (GTK_WINDOW (overlay));
  wm_test_iterate (20);
}

/* Preferences, keyboard shortcuts and about open from their actions. */
static void
test_dialogs (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  GtkWindow *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  wm_test_iterate (100);
  dialog = GTK_WINDOW (wm_test_find_toplevel (ADW_TYPE_PREFERENCES_WINDOW));
  g_assert_nonnull (dialog);
  wm_test_screenshot (GTK_WIDGET ((WmWindow *) dialog), "preferences");
  gtk_window_destroy (dialog);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  wm_test_iterate (100);
  dialog = GTK_WINDOW (wm_test_find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW));
  g_assert_nonnull (dialog);
  check_shortcuts_listed (window, GTK_WIDGET (dialog));
  wm_test_screenshot (GTK_WIDGET ((WmWindow *) dialog), "shortcuts");
  for (const char **section = (const char *[]){ "map", "map-keyboard", "decks", NULL }; *section;
       section++)
    {
      g_autofree char *shot = g_strdup_printf ("shortcuts-%s", *section);
      g_object_set (dialog, "section-name", *section, NULL);
      wm_test_screenshot (GTK_WIDGET ((WmWindow *) dialog), shot);
    }
  gtk_window_close (dialog);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  wm_test_iterate (100);
  dialog = GTK_WINDOW (wm_test_find_toplevel (ADW_TYPE_ABOUT_WINDOW));
  g_assert_nonnull (dialog);
  wm_test_screenshot (GTK_WIDGET ((WmWindow *) dialog), "about");
  gtk_window_destroy (dialog);
  wm_test_iterate (20);
}

/* The Overview page's row titled @title (an AdwEntryRow of the Variant
 * group, or the description's row); the page is rebuilt after each edit,
 * so found anew each time. */
static GtkWidget *
info_row (WmWindow *window, const char *title)
{
  GtkWidget *w = window->overview_page;

  while (w != NULL)
    {
      if (ADW_IS_PREFERENCES_ROW (w)
          && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (w)), title) == 0)
        return w;
      /* Depth first, by hand: the next widget after @w in the tree. */
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != window->overview_page && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == NULL || w == window->overview_page ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  g_error ("no row “%s” on the Overview page", title);
  return NULL;
}

/* The first text view in @widget. */
static GtkTextView *
find_text_view (GtkWidget *widget)
{
  return GTK_TEXT_VIEW (wm_test_find_of_type (widget, GTK_TYPE_TEXT_VIEW));
}

/* Types @text into the row titled @title and applies it, as Enter does. */
static void
type_into (WmWindow *window, const char *title, const char *text)
{
  GtkWidget *row = info_row (window, title);

  if (ADW_IS_ENTRY_ROW (row))
    {
      gtk_editable_set_text (GTK_EDITABLE (row), text);
      g_signal_emit_by_name (row, "apply");
    }
  else
    {
      GtkTextView *view = find_text_view (row);
      g_assert_nonnull (view);
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), text, -1);
      g_assert_true (gtk_widget_activate_action (row, "row.apply", NULL));
    }
  wm_test_iterate (50);
}

/* As type_into (), without running the main loop after. */
static void
type_into_now (WmWindow *window, const char *title, const char *text)
{
  GtkTextView *view = find_text_view (info_row (window, title));

  gtk_text_buffer_set_text (gtk_text_view_get_buffer (view), text, -1);
  g_assert_true (gtk_widget_activate_action (info_row (window, title), "row.apply", NULL));
}

/* A description longer than the row wraps onto lines of the row's width,
 * all of it readable (an entry row cut it at the row's end). */
static void
check_description_wraps (WmWindow *window)
{
  GtkWidget *row = info_row (window, "Description (English)");
  GtkTextView *view = find_text_view (row);
  g_autoptr (PangoLayout) line = gtk_widget_create_pango_layout (GTK_WIDGET (view), "X");
  int line_height;

  g_assert_nonnull (view);
  g_assert_cmpint (gtk_text_view_get_wrap_mode (view), !=, GTK_WRAP_NONE);
  pango_layout_get_pixel_size (line, NULL, &line_height);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (view)), <=, gtk_widget_get_width (row));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (view)), >=, 2 * line_height);
}

/* New variant has a title and an identifier of its own; the Overview page
 * edits title, identifier, description, languages and authors, each an
 * undo step, and refuses what the schema would. */
static void
test_overview_edits (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  gboolean modified = wm_document_get_modified (doc);
  g_autofree char *languages = NULL;
  WmVariant *v;

  /* A window worked in (an edit, undone): New variant opens a window of
   * its own beside it, where it would take an untouched one's place. */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 4, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_window_is_pristine (window));

  /* The base game as New variant's dialog makes it (test-new-variant.c). */
  g_action_group_activate_action (G_ACTION_GROUP (app), "new-from-template",
                                  g_variant_new_string ("base"));
  wm_test_iterate (100);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (WM_IS_WINDOW (l->data) && l->data != window)
      {
        WmDocument *fresh = wm_window_get_document (l->data);
        v = wm_document_get_variant (fresh);
        g_assert_cmpstr (wm_text_get (&v->info.title, "en", "en"), ==, "Untitled variant");
        g_assert_cmpstr (wm_text_get (&v->info.title, "de", "de"), ==, "Unbenannte Variante");
        g_assert_cmpstr (v->id, ==, "untitled-variant");
        {
          /* Saving suggests a file name, not "Untitled variant". */
          g_autofree char *name = wm_window_suggest_file_name (l->data);
          g_assert_cmpstr (name, ==, "my-variant.waymark");
        }
        /* Nothing of the base game's description and credits. */
        g_assert_true (wm_text_is_empty (&v->info.description));
        g_assert_cmpuint (v->info.authors->len, ==, 0);
        {
          g_autoptr (GBytes) bytes = wm_document_save_bytes (fresh);
          g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("new");
          g_autoptr (WmVariant) reread = wm_variant_load_bytes (bytes, "new", diags);
          g_assert_nonnull (reread);
          g_assert_true (wm_text_is_empty (&reread->info.description));
          g_assert_cmpuint (reread->info.authors->len, ==, 0);
        }
        g_assert_false (wm_document_get_modified (fresh));
        gtk_window_close (l->data);
        break;
      }
  wm_test_iterate (50);
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "overview");
  wm_test_iterate (50);
  type_into (window, "Title (English)", "Fen Crossing");
  type_into (window, "Identifier", "fen-crossing");
  type_into (window, "Authors", "Ann Reed, Bo Lind");
  type_into (window, "Description (English)", "Marsh roads and ferries.");
  /* Last: without Italian the Validation page lists some 300 warnings
   * while its texts stay, and each edit after takes seconds on a loaded
   * machine. The Overview asks what becomes of them (test-language-removal). */
  type_into (window, "Languages", "en, de");
  wm_test_answer (ADW_MESSAGE_DIALOG (wm_test_open_message_dialog ()), "keep");
  v = wm_document_get_variant (doc);
  g_assert_cmpstr (wm_text_get (&v->info.title, "en", "en"), ==, "Fen Crossing");
  g_assert_cmpstr (v->id, ==, "fen-crossing");
  languages = g_strjoinv ("|", v->info.languages);
  g_assert_cmpstr (languages, ==, "en|de");
  g_assert_cmpuint (v->info.authors->len, ==, 2);
  g_assert_cmpstr (wm_text_get (&v->info.description, "en", "en"), ==, "Marsh roads and ferries.");
  g_assert_true (wm_document_get_modified (doc));
  wm_test_screenshot (GTK_WIDGET (window), "overview-edited");
  type_into (window, "Description (English)",
             "Marsh roads and ferries: four travellers cross the fens by boat and causeway, "
             "race the tide to the towns on the islands and trade at the inns on the dykes, "
             "and the first to bring twenty gold home wins.");
  check_description_wraps (window);
  wm_test_screenshot (GTK_WIDGET (window), "overview-long-description");

  /* Refused: the variant keeps its identifier, the row says why. */
  type_into (window, "Identifier", "fen crossing!");
  g_assert_cmpstr (wm_document_get_variant (doc)->id, ==, "fen-crossing");
  type_into (window, "Identifier", "  ");
  g_assert_cmpstr (wm_document_get_variant (doc)->id, ==, "fen-crossing");
  g_assert_true (gtk_widget_has_css_class (info_row (window, "Identifier"), "error"));
  type_into (window, "Languages", "en, English");
  g_assert_cmpstr (wm_document_get_variant (doc)->info.languages[1], ==, "de");

  /* Six steps back to the file as it was. */
  for (int i = 0; i < 6; i++)
    g_assert_true (wm_document_undo (doc, NULL));
  v = wm_document_get_variant (doc);
  g_assert_cmpstr (v->id, ==, "treos-base");
  g_assert_cmpstr (wm_text_get (&v->info.title, "en", "en"), ==, "Waymark Base Game");
  g_clear_pointer (&languages, g_free);
  languages = g_strjoinv ("|", v->info.languages);
  g_assert_cmpstr (languages, ==, "en|de|it");
  g_assert_cmpint (wm_document_get_modified (doc), ==, modified);
}

/* The text of the Overview's row titled @title: an entry row's, or the
 * description's text view's. */
static char *
row_text (WmWindow *window, const char *title)
{
  GtkWidget *row = info_row (window, title);
  GtkTextBuffer *buffer;
  GtkTextIter start, end;

  if (ADW_IS_ENTRY_ROW (row))
    return g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));
  buffer = gtk_text_view_get_buffer (find_text_view (row));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static void
assert_row_text (WmWindow *window, const char *title, const char *want)
{
  g_autofree char *text = row_text (window, title);

  g_assert_cmpstr (text, ==, want);
}

static WmWindow *
window_other_than (WmWindow *window)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (WM_IS_WINDOW (l->data) && l->data != window)
      return l->data;
  g_error ("no second window");
  return NULL;
}

/* Activates the bundled-identity problem at @where on the Validation page
 * and checks that the Overview shows with the keyboard in the row titled
 * @title, nothing of its text selected. */
static void
assert_problem_goes_to_row (WmWindow *window, WmValidationPage *page, const char *where,
                            const char *title)
{
  GtkWidget *row, *focus;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (50);
  click_problem_at (page, where, "bundled-identity");
  g_assert_cmpstr (wm_window_get_section (window), ==, "overview");
  row = info_row (window, title);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_nonnull (focus);
  if (focus != row && !gtk_widget_is_ancestor (focus, row))
    g_error ("%s: the keyboard is in a %s, not in the row “%s”", where, G_OBJECT_TYPE_NAME (focus),
             title);
  if (ADW_IS_ENTRY_ROW (row))
    g_assert_false (gtk_editable_get_selection_bounds (GTK_EDITABLE (row), NULL, NULL));
  else
    g_assert_false (
        gtk_text_buffer_get_has_selection (gtk_text_view_get_buffer (find_text_view (row))));
}

static void
events_of_21 (WmVariant *variant, gpointer data)
{
  wm_variant_find_deck (variant, "events")->size = 21;
}

/* The designer's own warning (the events deck meant to have 21 cards, at
 * a line after the identity's) comes before every bundled-identity row,
 * and those are under a heading of their own: eight warnings of the base
 * game's identity filled the first screen. */
static void
assert_identity_last (WmDocument *doc, WmValidationPage *page)
{
  GtkWidget *own, *heading;
  gboolean identity = FALSE;
  guint headings = 0;

  g_assert_true (wm_document_edit (doc, "Deck size", events_of_21, NULL, NULL));
  wm_validation_page_refresh (page);
  own = problem_row (page, "deck events", "deck-size");
  g_assert_nonnull (own);
  for (GtkWidget *row = gtk_widget_get_first_child (gtk_widget_get_parent (own)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    {
      const char *code = g_object_get_data (G_OBJECT (row), "wm-code");
      if (!GTK_IS_LIST_BOX_ROW (row))
        continue;
      if (row == own)
        g_assert_false (identity);
      if (g_strcmp0 (code, "bundled-identity") == 0 && !identity)
        {
          identity = TRUE;
          heading = gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (row));
          g_assert_nonnull (heading);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==,
                           "Still the base game's identity: give your variant its own on the "
                           "Overview page");
        }
      headings += gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (row)) != NULL;
    }
  g_assert_true (identity);
  g_assert_cmpuint (headings, ==, 2); /* the warnings', the identity's */
  g_assert_true (wm_document_undo (doc, NULL));
  wm_validation_page_refresh (page);
}

/* Review 6, R1: the base game opened without a file, renamed on the
 * Overview and saved. The Overview shows and edits the title and the
 * description in each of the variant's languages, each change one undo
 * step; Save As suggests a file name of the designer's own; once saved,
 * the Validation page says what still is the base game's, and nothing of
 * it was renamed behind the designer's back. */
static void
test_overview_languages (void)
{
  WmWindow *first = wm_test_only_window (GTK_APPLICATION (app));
  g_autofree char *dir = g_dir_make_tmp ("wm-gui-identity-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "saltmarsh.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *name = NULL;
  WmValidationPage *page;
  WmWindow *window;
  WmDocument *doc;
  WmVariant *v;

  wm_application_new_window (app);
  wm_test_iterate (200);
  window = window_other_than (first);
  doc = wm_window_get_document (window);
  page = WM_VALIDATION_PAGE (window->validation_page);
  g_assert_null (wm_document_get_file (doc));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "overview");
  wm_test_iterate (100);
  assert_row_text (window, "Title (English)", "Waymark Base Game");
  assert_row_text (window, "Title (Deutsch)", "Waymark-Grundspiel");
  assert_row_text (window, "Title (Italiano)", "Gioco base di Waymark");
  name = row_text (window, "Description (Deutsch)");
  g_assert_true (g_str_has_prefix (name, "Vier Gebiete, acht Städte"));
  g_clear_pointer (&name, g_free);
  wm_validation_page_refresh (page);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, 0);

  /* One language at a time, each an undo step of its own. */
  type_into (window, "Title (English)", "Salt Marsh Crossing");
  type_into (window, "Title (Deutsch)", "Salzmarsch-Überfahrt");
  type_into (window, "Description (Italiano)", "Sale, anguille e nebbia.");
  v = wm_document_get_variant (doc);
  g_assert_cmpstr (wm_text_get_exact (&v->info.title, "en"), ==, "Salt Marsh Crossing");
  g_assert_cmpstr (wm_text_get_exact (&v->info.title, "de"), ==, "Salzmarsch-Überfahrt");
  g_assert_cmpstr (wm_text_get_exact (&v->info.title, "it"), ==, "Gioco base di Waymark");
  g_assert_cmpstr (wm_text_get_exact (&v->info.description, "it"), ==,
                   "Sale, anguille e nebbia.");
  assert_row_text (window, "Title (Deutsch)", "Salzmarsch-Überfahrt");
  assert_row_text (window, "Description (Italiano)", "Sale, anguille e nebbia.");
  g_assert_cmpstr (wm_document_get_undo_label (doc), ==, "Change the description");
  wm_test_screenshot (GTK_WIDGET (window), "overview-languages");

  /* A title cleared in one language goes from the file; the last one
   * cannot go. */
  type_into (window, "Title (Italiano)", "");
  type_into (window, "Title (Deutsch)", "");
  v = wm_document_get_variant (doc);
  g_assert_null (wm_text_get_exact (&v->info.title, "it"));
  g_assert_null (wm_text_get_exact (&v->info.title, "de"));
  type_into (window, "Title (English)", "");
  g_assert_cmpstr (wm_text_get_exact (&wm_document_get_variant (doc)->info.title, "en"), ==,
                   "Salt Marsh Crossing");
  g_assert_true (gtk_widget_has_css_class (info_row (window, "Title (English)"), "error"));

  /* Undone one by one, the rows follow. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (50);
  assert_row_text (window, "Title (Italiano)", "Gioco base di Waymark");
  assert_row_text (window, "Title (Deutsch)", "Salzmarsch-Überfahrt");
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (50);
  v = wm_document_get_variant (doc);
  g_assert_cmpstr (wm_text_get_exact (&v->info.title, "de"), ==, "Waymark-Grundspiel");
  g_assert_cmpstr (wm_text_get_exact (&v->info.title, "en"), ==, "Salt Marsh Crossing");
  g_assert_true (g_str_has_prefix (wm_text_get_exact (&v->info.description, "it"), "Quattro"));
  assert_row_text (window, "Title (Deutsch)", "Waymark-Grundspiel");

  /* Save As: not the base game's name for the file while the title is
   * still the base game's; the title the designer gave once there is one. */
  g_assert_true (wm_document_undo (doc, NULL));
  name = wm_window_suggest_file_name (window);
  g_assert_cmpstr (name, ==, "my-variant.waymark");
  g_clear_pointer (&name, g_free);
  g_assert_true (wm_document_redo (doc, NULL));
  name = wm_window_suggest_file_name (window);
  g_assert_cmpstr (name, ==, "salt-marsh-crossing.waymark");

  /* Saved as it came, it is a variant of its own that still has the base
   * game's identifier, titles, descriptions and authors: a toast says so
   * at once, the Validation page lists each, and the file keeps them as
   * they were. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_window_save_to (window, file));
  g_assert_nonnull (wm_test_wait_for_toast (GTK_WIDGET (window->toast_overlay),
                                            "still titled “Waymark Base Game”"));
  wm_test_iterate (400); /* the page lists the problems again by itself */
  g_assert_cmpuint (n_identity_problems (doc), ==, 8);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, 8);
  g_assert_nonnull (find_problem_row (GTK_WIDGET (page), "info"));
  v = wm_document_get_variant (doc);
  g_assert_false (v->bundled);
  g_assert_cmpstr (v->id, ==, "treos-base");
  g_assert_cmpstr (wm_text_get_exact (&v->info.title, "de"), ==, "Waymark-Grundspiel");
  /* Renamed in English and saved again: the other languages still are. */
  g_assert_true (wm_document_redo (doc, NULL));
  g_assert_true (wm_window_save_to (window, file));
  wm_test_iterate (400);
  g_assert_cmpuint (wm_validation_page_get_n_problems (page), ==, 7);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "validation");
  wm_test_iterate (100);
  assert_identity_last (doc, page);
  wm_test_screenshot (GTK_WIDGET (window), "validation-saved-base-game");
  /* Each problem goes to the Overview's row it is fixed in, the keyboard
   * at the end of its text with nothing selected, so that typing adds to
   * it rather than replacing it. */
  assert_problem_goes_to_row (window, page, "info / identifier", "Identifier");
  assert_problem_goes_to_row (window, page, "info / title de", "Title (Deutsch)");
  assert_problem_goes_to_row (window, page, "info / description it", "Description (Italiano)");
  assert_problem_goes_to_row (window, page, "info / authors", "Authors");
  wm_test_screenshot (GTK_WIDGET (window), "overview-authors-from-validation");

  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (50);
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == first);
  g_unlink (path);
  g_rmdir (dir);
}

/* A copy of the small board saved as it came: the heading over its
 * identity warnings names the small board, as the warnings do; it said
 * "the base game's identity" for every template. A copy of the base game
 * still says the base game. */
static void
test_identity_heading_names_template (void)
{
  static const struct
  {
    WmTemplate which;
    const char *heading;
  } cases[] = {
    { WM_TEMPLATE_SMALL,
      "Still the small board's identity: give your variant its own on the Overview page" },
    { WM_TEMPLATE_BASE,
      "Still the base game's identity: give your variant its own on the Overview page" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GBytes) bytes = wm_template_bytes (cases[i].which);
      g_autoptr (WmDiagnostics) diags = wm_diagnostics_new (NULL);
      g_autoptr (WmVariant) copy = wm_variant_load_bytes (bytes, "my-copy.waymark", diags);
      g_autoptr (WmDocument) doc = NULL;
      GtkWidget *page = g_object_ref_sink (wm_validation_page_new ());
      GtkWidget *row, *heading;

      g_assert_nonnull (copy);
      g_assert_false (copy->bundled);
      doc = wm_document_new (copy, NULL);
      wm_validation_page_set_document (WM_VALIDATION_PAGE (page), doc);
      wm_validation_page_refresh (WM_VALIDATION_PAGE (page));
      row = problem_row (WM_VALIDATION_PAGE (page), "info / identifier", "bundled-identity");
      g_assert_nonnull (row);
      heading = gtk_list_box_row_get_header (GTK_LIST_BOX_ROW (row));
      g_assert_nonnull (heading);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, cases[i].heading);
      g_object_unref (page);
    }
}

/* Review 17: a main loop never idle down to G_PRIORITY_LOW, as a loaded
 * machine's was for seconds: what is still drawn then is drawn without
 * the idles a page may have put off. */
static gboolean
busy_cb (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

/* The description rows show their text at their full height in the frame
 * that shows them: the text view is as high as its text laid out at its
 * width (one line when empty), not 0 pixels until an idle measures it. */
static void
assert_descriptions_shown (WmWindow *window, const char *english)
{
  static const char *const titles[]
      = { "Description (English)", "Description (Deutsch)", "Description (Italiano)" };

  /* Two frames: the one that builds and lays out the page, one more for
   * what that layout asked for. */
  wm_test_wait_frame (GTK_WIDGET (window));
  wm_test_wait_frame (GTK_WIDGET (window));
  assert_row_text (window, titles[0], english);
  for (guint i = 0; i < G_N_ELEMENTS (titles); i++)
    {
      GtkTextView *view = find_text_view (info_row (window, titles[i]));
      g_autofree char *text = row_text (window, titles[i]);
      g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (view), text);
      int width = gtk_widget_get_width (GTK_WIDGET (view));
      int height;

      g_assert_cmpint (width, >, 0);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_width (layout, width * PANGO_SCALE);
      pango_layout_get_pixel_size (layout, NULL, &height);
      if (gtk_widget_get_height (GTK_WIDGET (view)) < height)
        g_error ("%s: the text view is %d px high, its text %d px", titles[i],
                 gtk_widget_get_height (GTK_WIDGET (view)), height);
    }
}

/* A click on the description row's pencil, or anywhere in the row but the
 * text, puts the keyboard at the end of the text (review 17: an empty row
 * took the focus itself, and what was typed went nowhere). */
static void
click_in_description_row (WmWindow *window, const char *where)
{
  GtkWidget *row = info_row (window, "Description (English)");
  GtkWidget *pencil = wm_test_find_of_type (row, GTK_TYPE_IMAGE);
  GtkWidget *view = GTK_WIDGET (find_text_view (row));
  GtkWidget *focus;

  g_assert_nonnull (pencil);
  gtk_widget_grab_focus (GTK_WIDGET (window->sidebar));
  if (g_str_equal (where, "pencil"))
    wm_test_pointer_to (pencil, gtk_widget_get_width (pencil) / 2.0,
                        gtk_widget_get_height (pencil) / 2.0);
  else /* the row's margin under the text */
    wm_test_pointer_to (row, gtk_widget_get_width (row) / 2.0, gtk_widget_get_height (row) - 3);
  wm_test_xdo ("click 1");
  focus = gtk_root_get_focus (GTK_ROOT (window));
  if (focus != view)
    g_error ("a click at the description row's %s: the keyboard is in a %s, not in the text", where,
             focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
}

/* The Overview's Decks group: a deck named after its kind says its name
 * once ("Side Quests", not "Side Quests (Side quests)"); another says its
 * kind beside its name. */
static void
test_overview_deck_kinds (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "overview");
  wm_test_wait_frame (GTK_WIDGET (window));
  g_assert_nonnull (info_row (window, "Side Quests"));
  g_assert_nonnull (info_row (window, "Quests of Calder and Elmswick (Common quests)"));
  wm_test_screenshot (GTK_WIDGET (window), "overview-decks");
}

static void
test_overview_description_rows (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  const char *sentence
      = "Marsh roads and ferries: four travellers cross the fens by boat and causeway, "
        "race the tide to the towns on the islands and trade at the inns on the dykes.";
  guint busy;
  char *english;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "overview");
  wm_test_iterate (100);
  english = row_text (window, "Description (English)");
  busy = g_idle_add_full (G_PRIORITY_LOW - 1, busy_cb, NULL, NULL);
  /* Right after Enter, which rebuilds the page. */
  type_into_now (window, "Description (English)", sentence);
  assert_descriptions_shown (window, sentence);
  /* Shown again after the document changed behind the page. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "rules");
  wm_test_wait_frame (GTK_WIDGET (window));
  g_assert_true (wm_document_undo (doc, NULL));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "overview");
  assert_descriptions_shown (window, english);
  type_into_now (window, "Description (English)", "");
  assert_descriptions_shown (window, "");
  g_source_remove (busy);
  wm_test_screenshot (GTK_WIDGET (window), "overview-empty-description");

  if (g_getenv ("WM_XDOTOOL") != NULL)
    {
      click_in_description_row (window, "pencil");
      wm_test_xdo ("type Fens");
      assert_row_text (window, "Description (English)", "Fens");
      click_in_description_row (window, "margin");
      wm_test_xdo ("type \" and dykes\"");
      assert_row_text (window, "Description (English)", "Fens and dykes");
    }
  else
    g_test_message ("no xdotool ($WM_XDOTOOL): the clicks are not tried");
  /* Back to the file as it was. */
  g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (50);
  assert_row_text (window, "Description (English)", english);
  g_free (english);
}

/* The Overview row titled @title with the keyboard, the cursor @cursor
 * characters into its text. */
static void
put_cursor_in_row (WmWindow *window, const char *title, int cursor)
{
  GtkWidget *row = info_row (window, title);

  /* Clicked first, as a designer does: the window then has the keys. */
  wm_test_pointer_to (row, gtk_widget_get_width (row) / 2.0, 4);
  wm_test_xdo ("click 1");
  if (ADW_IS_ENTRY_ROW (row))
    {
      g_assert_true (gtk_widget_grab_focus (row));
      gtk_editable_set_position (GTK_EDITABLE (row), cursor);
    }
  else
    {
      GtkTextView *view = find_text_view (row);
      GtkTextBuffer *buffer = gtk_text_view_get_buffer (view);
      GtkTextIter at;

      g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (view)));
      gtk_text_buffer_get_iter_at_offset (buffer, &at, cursor);
      gtk_text_buffer_place_cursor (buffer, &at);
    }
  wm_test_iterate (50);
}

/* Review of 28 November: on the Overview, a title in German or Italian
 * or a description applied with Enter sent the keyboard to the English
 * title with its text selected (the page is rebuilt after each edit), and
 * the next key typed replaced the English title. With real keys: the
 * keyboard stays in the row applied, the cursor where it was, and what
 * is typed next goes on there. */
static void
test_overview_enter_keeps_row (void)
{
  static const char *const rows[]
      = { "Title (Deutsch)", "Title (Italiano)", "Identifier", "Description (English)",
          "Description (Deutsch)", "Description (Italiano)", "Authors" };
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);
  g_autofree char *english = NULL;
  guint steps = 0;

  if (g_getenv ("WM_XDOTOOL") == NULL)
    {
      g_test_skip ("no xdotool ($WM_XDOTOOL) for the keys");
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (window), "win.show-section", "s", "overview");
  wm_test_wait_laid_out (info_row (window, "Title (English)"), "the Overview's title");
  english = row_text (window, "Title (English)");
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autofree char *was = row_text (window, rows[i]);
      /* Two characters in (an empty text: at its start). */
      int cursor = MIN (2, (int) g_utf8_strlen (was, -1));
      g_autofree char *before = g_utf8_substring (was, 0, cursor);
      const char *after = g_utf8_offset_to_pointer (was, cursor);
      g_autofree char *typed = g_strconcat (before, "xq", after, NULL);
      g_autofree char *typed_more = g_strconcat (before, "xqz", after, NULL);
      GtkWidget *row, *focus;

      put_cursor_in_row (window, rows[i], cursor);
      wm_test_xdo ("type xq");
      wm_test_xdo ("key Return");
      /* GTK moves a keyboard whose widget went in its next frame. */
      wm_test_wait_frame (GTK_WIDGET (window));
      wm_test_wait_idle ();
      steps++;
      assert_row_text (window, rows[i], typed);
      row = info_row (window, rows[i]);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus == NULL || (focus != row && !gtk_widget_is_ancestor (focus, row)))
        g_error ("after Enter in “%s” the keyboard is in a %s", rows[i],
                 focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing");
      if (i == 0)
        wm_test_screenshot (GTK_WIDGET (window), "overview-enter-keeps-row");
      /* The next key goes on in the same row, at the cursor. */
      wm_test_xdo ("type z");
      assert_row_text (window, rows[i], typed_more);
      assert_row_text (window, "Title (English)", english);
      g_assert_cmpstr (wm_text_get_exact (&wm_document_get_variant (doc)->info.title, "en"), ==,
                       english);
      wm_test_xdo ("key Return");
      wm_test_wait_idle ();
      steps++;
      assert_row_text (window, rows[i], typed_more);
    }
  for (guint i = 0; i < steps; i++)
    g_assert_true (wm_document_undo (doc, NULL));
  wm_test_iterate (50);
  assert_row_text (window, "Title (English)", english);
}

/* Review 18: a save that fails (here into a "folder" that is a file)
 * says why and offers the way on, Save As…, chosen by default; the
 * designer's edits stay in the window. */
static void
test_save_error_offers_save_as (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  g_autofree char *dir = g_dir_make_tmp ("wm-save-error-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (dir, "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "mine.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  AdwMessageDialog *dialog;
  GtkWidget *chooser;

  g_assert_true (g_file_set_contents (blocker, "", 0, NULL));
  g_assert_false (wm_window_save_to (window, file));
  wm_test_iterate (50);
  dialog = ADW_MESSAGE_DIALOG (wm_test_open_message_dialog ());
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "The Variant Could Not Be Saved");
  g_assert_true (adw_message_dialog_has_response (dialog, "close"));
  g_assert_true (adw_message_dialog_has_response (dialog, "save-as"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "save-as");
  wm_test_screenshot (GTK_WIDGET (dialog), "save-error");
  wm_test_answer (dialog, "save-as");
  chooser = wm_test_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  g_assert_null (wm_test_open_message_dialog ());
  g_unlink (blocker);
  g_rmdir (dir);
  if (chooser == NULL)
    {
      g_test_skip ("the file chooser is not GTK's own dialog (a portal)");
      return;
    }
  g_assert_cmpint (gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)), ==,
                   GTK_FILE_CHOOSER_ACTION_SAVE);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  wm_test_iterate (50);
}

static void
test_close_asks (void)
{
  WmWindow *window = wm_test_only_window (GTK_APPLICATION (app));
  WmDocument *doc = wm_window_get_document (window);

  g_assert_true (wm_document_set_field (doc, WM_FIELD_HAND, 7, NULL));
  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (50);
  /* Still open: a Save / Discard / Cancel question is showing instead. */
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
  wm_test_screenshot (GTK_WIDGET (window), "close-question");

  /* Back at the save point the window closes without asking. */
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_get_modified (doc));
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (ADW_IS_MESSAGE_DIALOG (l->data))
      gtk_window_destroy (l->data);
  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (50);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

/* The Open dialog for the broken file @path in Italian: the severity and
 * our words translated, libxml2's English text after them (review 7 read
 * "…:31: error: XML non ben formato: error parsing …"). */
static void
assert_open_error_in_italian (const char *path)
{
  g_autoptr (WmTestKeptLanguage) kept = wm_test_keep_language ();
  g_autoptr (GFile) file = g_file_new_for_path (path);
  AdwMessageDialog *dialog;

  if (!wm_test_use_language ("it", "it_IT.UTF-8", "Fewest players"))
    {
      g_test_message ("no Italian locale or catalogue: the dialog is checked in English only");
      return;
    }
  wm_application_open_file (app, file);
  wm_test_iterate (200);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_nonnull (wm_test_find_label_with (
      GTK_WIDGET (dialog), "Errore, riga 1: il file finisce dentro il tag che inizia su questa "
                           "riga: è stato troncato (disco pieno, un crash, una copia interrotta)? "
                           "Couldn't find end of Start Tag variant line 1 [xml-malformed]"));
  g_assert_null (wm_test_find_label_with (GTK_WIDGET (dialog), "error:"));
  close_message_dialogs ();
}

/* Files given on the command line that cannot be opened: no untitled
 * window opens behind the error, a message dialog as every other, alone,
 * which says what is wrong once (no "FILE:0:" line repeating it);
 * when one of the files opens, the others' errors show over its window. */
static void
test_open_broken_from_command_line (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wm-gui-broken-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "broken.waymark", NULL);
  g_autofree char *missing_path = g_build_filename (dir, "nope.waymark", NULL);
  g_autofree char *good_path = g_build_filename (dir, "good.waymark", NULL);
  g_autoptr (GFile) missing = g_file_new_for_path (missing_path);
  g_autoptr (GFile) good = g_file_new_for_path (good_path);
  g_autoptr (WmDocument) base = wm_document_new_from_base ();
  GFile *files[2];
  AdwMessageDialog *dialog;
  g_autofree char *expected = g_strdup_printf ("There is no file “%s”", missing_path);
  GList *alone;
  WmWindow *window;

  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  files[0] = missing;
  g_application_open (G_APPLICATION (app), files, 1, "");
  wm_test_iterate (200);
  alone = gtk_application_get_windows (GTK_APPLICATION (app));
  g_assert_cmpuint (g_list_length (alone), ==, 1);
  g_assert_true (alone->data == (gpointer) find_message_dialog ());
  g_assert_nonnull (wm_test_find_label_with (alone->data, "The Variant Could Not Be Opened"));
  g_assert_nonnull (wm_test_find_label_with (alone->data, expected));
  g_assert_null (wm_test_find_label_with (alone->data, ":0:"));
  wm_test_screenshot (GTK_WIDGET (alone->data), "open-missing");
  /* Escape closes it, and with it the last window. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (alone->data), "window.close", NULL));
  wm_test_iterate (50);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));

  /* A broken file beside a good one: the error shows over the good one's
   * window, whichever came first. */
  g_assert_true (g_file_set_contents (path, "<variant", -1, NULL));
  g_assert_true (wm_document_save_as (base, good, NULL));
  files[0] = g_file_new_for_path (path);
  files[1] = good;
  g_application_open (G_APPLICATION (app), files, 2, "");
  g_object_unref (files[0]);
  wm_test_iterate (200);
  window = wm_test_only_window (GTK_APPLICATION (app));
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  wm_test_screenshot (GTK_WIDGET (window), "open-broken");
  /* The problem as the app says problems, not the command line's
   * "FILE:LINE: error:"; only the parser's first error (review 7). */
  g_assert_nonnull (wm_test_find_label_with (
      GTK_WIDGET (dialog), "Error, line 1: the file ends inside the tag that starts on this "
                           "line: was it cut short (a full disk, a crash, a copy interrupted)? "
                           "Couldn't find end of Start Tag variant line 1 [xml-malformed]"));
  g_assert_null (wm_test_find_label_with (GTK_WIDGET (dialog), "error:"));
  close_message_dialogs ();
  assert_open_error_in_italian (path);
  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (50);
  g_unlink (path);
  g_unlink (good_path);
  g_rmdir (dir);
}

/* Writes @path as @bytes with every @from turned into @to: a program
 * other than Waymark editing the file. */
static void
edit_outside (const char *path, GBytes *bytes, const char *from, const char *to)
{
  g_autoptr (GString) text = g_string_new_len (g_bytes_get_data (bytes, NULL),
                                               g_bytes_get_size (bytes));

  g_assert_cmpuint (g_string_replace (text, from, to, 0), >, 0);
  g_assert_true (g_file_set_contents (path, text->str, text->len, NULL));
}

/* Opens @file, whose window is up, again and returns the question it
 * asks, or NULL when it asks none. */
static AdwMessageDialog *
open_again (WmWindow *window, GFile *file)
{
  wm_application_open_file (app, file);
  wm_test_iterate (50);
  g_assert_true (wm_test_only_window (GTK_APPLICATION (app)) == window);
  return find_message_dialog ();
}

/* After Reload or Revert of @window's file @path, broken on disk into
 * "<variant" while the document @shown held an edit of its turns to 4:
 * the message headed @heading names the file and the line of its first
 * problem, and the document, its edit and its undo stay. Then the window
 * closes with the file saved back and removed. */
static void
assert_reread_refused (WmWindow *window, WmVariant *shown, const char *path, const char *heading,
                       const char *shot)
{
  WmDocument *doc = wm_window_get_document (window);
  AdwMessageDialog *dialog = find_message_dialog ();

  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, heading);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), path));
  g_assert_nonnull (wm_test_find_label_with (GTK_WIDGET (dialog), "Error, line 1: the file ends "
                                                                  "inside the tag"));
  wm_test_screenshot (GTK_WIDGET (dialog), shot);
  g_assert_true (wm_document_get_variant (doc) == shown);
  g_assert_cmpint (shown->rules.turns, ==, 4);
  g_assert_true (wm_document_get_modified (doc));
  g_assert_true (wm_document_can_undo (doc));
  close_message_dialogs ();

  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_true (wm_document_save (doc, TRUE, NULL));
  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (50);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_unlink (path);
}

/* File → Open of the file a window has open (review 15, R15-6): when
 * another program changed it, the window asks Reload or Keep, says when
 * reloading loses unsaved edits, and reloads into one clean document; a
 * file that no longer parses leaves the window's document as it was and
 * says where it is broken. An unchanged file just brings the window up. */
static void
test_open_again_after_outside_edit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wm-gui-reopen-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "v.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WmDocument) base = wm_document_new_from_base ();
  g_autoptr (GBytes) saved = NULL;
  AdwMessageDialog *dialog;
  WmDocument *doc;
  WmVariant *shown;
  WmWindow *window;
  g_autofree char *title = NULL;

  g_assert_true (wm_document_save_as (base, file, NULL));
  saved = wm_document_save_bytes (base);
  wm_application_open_file (app, file);
  wm_test_iterate (200);
  window = wm_test_only_window (GTK_APPLICATION (app));
  doc = wm_window_get_document (window);
  g_assert_null (open_again (window, file));

  /* Changed outside, no edits here: Keep leaves the window as it was. */
  edit_outside (path, saved, "Waymark Base Game", "Waymark Outside");
  dialog = open_again (window, file);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "File Changed on Disk");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "Reload it to see"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "reload");
  /* A second Open shows the same question rather than a second one. */
  g_assert_true (open_again (window, file) == dialog);
  wm_test_screenshot (GTK_WIDGET (dialog), "reopen-changed");
  wm_test_answer (dialog, "keep");
  g_assert_null (find_message_dialog ());
  title = wm_document_dup_title (doc);
  g_assert_cmpstr (title, ==, "Waymark Base Game");
  g_clear_pointer (&title, g_free);

  /* With an edit made here: the question says it is lost, and Enter
   * keeps it. Reload shows the file as it is, with nothing to undo. */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 4, NULL));
  dialog = open_again (window, file);
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "loses the unsaved changes"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "keep");
  wm_test_screenshot (GTK_WIDGET (dialog), "reopen-changed-modified");
  wm_test_answer (dialog, "reload");
  g_assert_null (find_message_dialog ());
  title = wm_document_dup_title (doc);
  g_assert_cmpstr (title, ==, "Waymark Outside");
  g_assert_cmpint (wm_document_get_variant (doc)->rules.turns, ==,
                   wm_document_get_variant (base)->rules.turns);
  g_assert_false (wm_document_get_modified (doc));
  g_assert_false (wm_document_can_undo (doc));
  g_assert_false (wm_document_file_changed_on_disk (doc));
  g_assert_nonnull (wm_test_wait_for_toast (GTK_WIDGET (window->toast_overlay), "Reloaded"));
  g_assert_null (open_again (window, file));

  /* A file that no longer parses: the error names its line, and the
   * document, its edit and its undo stay. */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 4, NULL));
  shown = wm_document_get_variant (doc);
  g_assert_true (g_file_set_contents (path, "<variant", -1, NULL));
  dialog = open_again (window, file);
  g_assert_nonnull (dialog);
  wm_test_answer (dialog, "reload");
  assert_reread_refused (window, shown, path, "The Variant Could Not Be Reloaded",
                         "reopen-broken");
  g_rmdir (dir);
}

/* Revert reads the file again: one that no longer loads leaves the
 * document, its edit and its undo as they were, and the message names the
 * file and the line of its first problem, as Open and Reload do. */
static void
test_revert_broken_says_where (void)
{
  g_autofree char *dir = g_dir_make_tmp ("wm-gui-revert-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "v.waymark", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (WmDocument) base = wm_document_new_from_base ();
  AdwMessageDialog *dialog;
  WmDocument *doc;
  WmVariant *shown;
  WmWindow *window;

  g_assert_true (wm_document_save_as (base, file, NULL));
  wm_application_open_file (app, file);
  wm_test_iterate (200);
  window = wm_test_only_window (GTK_APPLICATION (app));
  doc = wm_window_get_document (window);
  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 4, NULL));
  shown = wm_document_get_variant (doc);
  g_assert_true (g_file_set_contents (path, "<variant", -1, NULL));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.revert", NULL));
  wm_test_iterate (50);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  wm_test_answer (dialog, "revert");
  assert_reread_refused (window, shown, path, "The Variant Could Not Be Reverted",
                         "revert-broken");
  g_rmdir (dir);
}

/* Waits for a timed autosave of @doc (delay 1 s) to have run: a message
 * dialog showing, or a recovery file written. */
static void
wait_autosave (WmDocument *doc)
{
  wm_test_wait_for (find_message_dialog () != NULL
                        || (wm_document_get_recovery_path (doc) != NULL
                            && g_file_test (wm_document_get_recovery_path (doc),
                                            G_FILE_TEST_EXISTS)),
                    "the autosave");
}

/* An autosave that fails (a full disk) is told to the designer, once
 * until one succeeds again, with Save offered: the changes are then only
 * in the window (before, only the terminal heard of it). */
static void
test_autosave_failure_tells (void)
{
  WmWindow *window;
  WmDocument *doc;
  AdwMessageDialog *dialog;

  /* Run alone, the question about work the start found left over. */
  close_message_dialogs ();
  if (gtk_application_get_windows (GTK_APPLICATION (app)) == NULL)
    {
      wm_application_new_window (app);
      wm_test_iterate (200);
    }
  window = wm_test_only_window (GTK_APPLICATION (app));
  doc = wm_window_get_document (window);
  wm_document_set_autosave_delay (doc, 1);
  wm_write_file_set_fault_hook (fail_rename, NULL);
  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 4, NULL));
  wait_autosave (doc);
  dialog = find_message_dialog ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Unsaved Changes Not Autosaved");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), ": the disk is full.\n\n"));
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "a crash would lose them"));
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "save");
  wm_test_screenshot (GTK_WIDGET (dialog), "autosave-failed");
  close_message_dialogs ();

  /* Failing again says nothing more ... */
  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 2, NULL));
  wm_test_iterate (2500);
  g_assert_null (find_message_dialog ());
  /* ... until an autosave has worked in between. */
  wm_write_file_set_fault_hook (NULL, NULL);
  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 4, NULL));
  wait_autosave (doc);
  g_assert_null (find_message_dialog ());
  wm_write_file_set_fault_hook (fail_rename, NULL);
  g_assert_true (wm_document_set_field (doc, WM_FIELD_TURNS, 2, NULL));
  wm_test_wait_for (find_message_dialog () != NULL, "the second failure's message");
  wm_write_file_set_fault_hook (NULL, NULL);
  close_message_dialogs ();

  wm_document_set_autosave_delay (doc, 0);
  while (wm_document_can_undo (doc))
    g_assert_true (wm_document_undo (doc, NULL));
  wm_document_discard_recovery (doc);
  gtk_window_close (GTK_WINDOW (window));
  wm_test_iterate (50);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

/* The cases in groups, each a test of its own in meson (tests/gui/
 * meson.build gives the group with --group): the groups run side by side,
 * each well within its time on a loaded machine, where all the cases in one
 * program took up to 300 s of its 360. A group starts its own application,
 * with the base game's window as a fresh start opens it (the recovery
 * group: with the question about left-over work over it), and runs its
 * cases in this order; no case counts on another group's. */
static const struct
{
  const char *group, *path;
  GTestFunc func;
} cases[] = {
  { "recovery-print", "/gui/recovery/offered", test_recovery_offered },
  { "recovery-print", "/gui/window/sections", test_sections },
  { "recovery-print", "/gui/window/print-from-any-page", test_print_from_any_page },
  { "recovery-print", "/gui/window/print-opens-as-command-line",
    test_print_opens_as_command_line },
  { "recovery-print", "/gui/window/print-this-character-and-deck",
    test_print_this_character_and_deck },
  { "recovery-print", "/gui/window/print-opens-on-page", test_print_opens_on_page },
  { "recovery-print", "/gui/window/print-opens-on-selection-and-side",
    test_print_opens_on_selection_and_side },
  { "toasts", "/gui/window/undo-elsewhere-told", test_undo_elsewhere_told },
  { "toasts", "/gui/window/undo-elsewhere-latest-told", test_undo_elsewhere_latest_told },
  { "toasts", "/gui/window/toast-dismissed-sliding-in", test_toast_dismissed_sliding_in },
  { "toasts", "/gui/window/edit-undo-redo-save", test_edit_undo_redo_save },
  { "undo-every-kind", "/gui/window/undo-elsewhere-every-kind", test_undo_elsewhere_every_kind },
  { "rules", "/gui/window/rules-problems", test_rules_problems },
  { "rules", "/gui/window/rules-secret-places", test_rules_secret_places },
  { "rules", "/gui/window/rules-deck-sizes", test_rules_deck_sizes },
  { "rules", "/gui/window/rules-deck-size-spins", test_rules_deck_size_spins },
  { "rules", "/gui/window/save-failures", test_save_failures },
  { "validation", "/gui/window/validation-jumps", test_validation_jumps },
  { "validation", "/gui/window/validation-reveals-cards", test_validation_reveals_cards },
  { "validation", "/gui/window/validation-effect-cancels", test_validation_effect_cancels },
  { "validation", "/gui/window/validation-map-label", test_validation_map_label },
  { "validation", "/gui/window/validation-lines-after-save", test_validation_lines_after_save },
  { "validation-fixes", "/gui/window/validation-setup-jumps", test_validation_setup_jumps },
  { "validation-fixes", "/gui/window/validation-piece-name-jumps",
    test_validation_piece_name_jumps },
  { "validation-fixes", "/gui/window/validation-accept", test_validation_accept },
  { "overview", "/gui/window/dialogs", test_dialogs },
  { "overview", "/gui/window/shortcuts-all-listed", test_shortcuts_all_listed },
  { "overview", "/gui/window/overview-edits", test_overview_edits },
  { "overview", "/gui/window/identity-heading-names-template",
    test_identity_heading_names_template },
  { "overview", "/gui/window/overview-description-rows", test_overview_description_rows },
  { "overview", "/gui/window/overview-deck-kinds", test_overview_deck_kinds },
  { "overview-keys", "/gui/window/overview-languages", test_overview_languages },
  { "overview-keys", "/gui/window/overview-enter-keeps-row", test_overview_enter_keeps_row },
  { "files", "/gui/window/save-error-offers-save-as", test_save_error_offers_save_as },
  { "files", "/gui/window/close-asks", test_close_asks },
  { "files", "/gui/window/open-broken-from-command-line", test_open_broken_from_command_line },
  { "files", "/gui/window/open-again-after-outside-edit", test_open_again_after_outside_edit },
  { "files", "/gui/window/revert-broken-says-where", test_revert_broken_says_where },
  { "files", "/gui/window/autosave-failure-tells", test_autosave_failure_tells },
};

/* Takes --group NAME (or --group=NAME) out of @argv: the group to run, or
 * NULL when none is named. */
static char *
take_group (int *argc, char **argv)
{
  char *group = NULL;
  int kept = 1;

  for (int i = 1; i < *argc; i++)
    {
      if (g_str_equal (argv[i], "--group") && i + 1 < *argc)
        group = argv[++i];
      else if (g_str_has_prefix (argv[i], "--group="))
        group = argv[i] + strlen ("--group=");
      else
        argv[kept++] = argv[i];
    }
  *argc = kept;
  argv[kept] = NULL;
  return group;
}

/* Whether @groups (meson's list) names every group of the cases, and
 * only those: a case in a group meson does not run would never run. */
static int
check_groups (char **groups)
{
  int status = 0;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if ((i == 0 || !g_str_equal (cases[i].group, cases[i - 1].group))
        && !g_strv_contains ((const char *const *) groups, cases[i].group))
      {
        g_printerr ("meson does not run the group %s (its first case: %s)\n", cases[i].group,
                    cases[i].path);
        status = 1;
      }
  for (guint j = 0; groups[j] != NULL; j++)
    {
      gboolean found = FALSE;

      for (guint i = 0; i < G_N_ELEMENTS (cases) && !found; i++)
        found = g_str_equal (cases[i].group, groups[j]);
      if (!found)
        {
          g_printerr ("meson runs the group %s, which has no case\n", groups[j]);
          status = 1;
        }
    }
  return status;
}

int
main (int argc, char **argv)
{
  const char *group;
  guint n = 0;

  if (argc > 1 && g_str_equal (argv[1], "--check-groups"))
    return check_groups (argv + 2);
  group = take_group (&argc, argv);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    n += g_strcmp0 (cases[i].group, group) == 0;
  if (n == 0)
    {
      g_printerr ("Usage: %s --group GROUP [GTest options]\nGroups:", argv[0]);
      for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
        if (i == 0 || !g_str_equal (cases[i].group, cases[i - 1].group))
          g_printerr (" %s", cases[i].group);
      g_printerr ("\n");
      return 2;
    }
  wm_test_private_env ("wm-gui-xdg");
  gtk_test_init (&argc, &argv, NULL);
  if (g_str_equal (group, "recovery-print"))
    plant_recovery_files ();
  app = wm_test_app_start (G_APPLICATION_HANDLES_OPEN);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    if (g_str_equal (cases[i].group, group))
      g_test_add_func (cases[i].path, cases[i].func);
  return wm_test_app_run (app);
}
