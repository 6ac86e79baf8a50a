/* The Rules page's question before a used town goes, under Xvfb: it names
 * the town and counts its uses, lists what happens to each with the town
 * chosen, Cancel changes nothing, Remove makes one undo step that gives
 * the file back byte for byte. */

#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "wm-piece-group.h"
#include "wm-piece-removal.h"
#include "wm-test-gui.h"
#include "wm-variant-io.h"

static GtkWidget *
ask (WmDocument *doc, GtkWidget *group, const char *town)
{
  GtkWidget *dialog;

  g_assert_true (wm_piece_removal_ask (group, doc, WM_PIECE_TOWN, town));
  wm_test_iterate (100);
  dialog = wm_test_open_message_dialog ();
  g_assert_nonnull (dialog);
  return dialog;
}

/* Answers the question @dialog, after which none is left up. */
static void
answer (GtkWidget *dialog, const char *response)
{
  wm_test_answer (ADW_MESSAGE_DIALOG (dialog), response);
  wm_test_iterate (50);
  g_assert_null (wm_test_open_message_dialog ());
}

static void
test_town (void)
{
  g_autoptr (WmDocument) doc = wm_document_new_from_base ();
  g_autoptr (GBytes) before = wm_document_save_bytes (doc);
  g_autoptr (GBytes) undone = NULL;
  GtkWidget *window = gtk_window_new ();
  GtkWidget *group = wm_piece_group_new (WM_PIECE_TOWN);
  GtkWidget *dialog;
  const char *list;

  gtk_window_set_child (GTK_WINDOW (window), group);
  wm_piece_group_update (WM_PIECE_GROUP (group), doc);
  gtk_window_present (GTK_WINDOW (window));
  wm_test_iterate (50);

  /* Nothing uses a new town: no question. */
  {
    g_autofree char *id = wm_piece_edit_add (doc, WM_PIECE_TOWN, NULL);
    g_assert_false (wm_piece_removal_ask (group, doc, WM_PIECE_TOWN, id));
    g_assert_true (wm_document_undo (doc, NULL));
  }
  /* Path types keep the refusal. */
  g_assert_false (wm_piece_removal_ask (group, doc, WM_PIECE_PATH_TYPE, "road"));

  dialog = ask (doc, group, "brindle");
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Remove “Brindle” and Its 10 Uses?");
  wm_piece_removal_set_replacement (dialog, "fennick");
  list = gtk_label_get_text (GTK_LABEL (wm_piece_removal_get_list (dialog)));
  g_test_message ("%s", list);
  g_assert_nonnull (strstr (list, "• The card “Lantern Oil” (A02) targets “Fennick” instead."));
  wm_test_screenshot (dialog, "piece-removal-town");
  answer (dialog, "cancel");
  g_assert_false (wm_document_can_undo (doc));

  dialog = ask (doc, group, "brindle");
  wm_piece_removal_set_replacement (dialog, "fennick");
  answer (dialog, "remove");
  g_assert_null (wm_variant_find_town (wm_document_get_variant (doc), "brindle"));
  g_assert_true (wm_document_undo (doc, NULL));
  g_assert_false (wm_document_can_undo (doc));
  undone = wm_document_save_bytes (doc);
  g_assert_true (g_bytes_equal (before, undone));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  wm_test_private_env ("wm-removal-xdg");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/gui/pieces/removal/town", test_town);
  return g_test_run ();
}
