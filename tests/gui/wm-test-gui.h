#pragma once

/* What the GUI tests under Xvfb share: running the main loop for a while or
 * until a condition holds, finding the application's window, and writing
 * screenshots of it when WM_SHOT_DIR names a folder (to look at what a
 * test drove). */

#include <adwaita.h>
#include <gtk/gtk.h>

#include "wm-application.h"
#include "wm-new-game-dialog.h"
#include "wm-play-session.h"
#include "wm-playtest-page.h"
#include "wm-window.h"

G_BEGIN_DECLS

/* Runs the default main context for @ms milliseconds. */
void wm_test_iterate (guint ms);

/* How long a wait for a condition may take before the test fails: long
 * enough for a machine with seven builds on two cores (a load of 20 made
 * frames take seconds), short of meson's timeouts. */
#define WM_TEST_WAIT_S 20

/* Runs the default main context until @condition (an expression) holds,
 * and fails the test, saying @what was awaited, when WM_TEST_WAIT_S go by
 * first. Not a fixed time: on a loaded machine a layout, a frame or a
 * timeout of the program's may come seconds late. */
#define wm_test_wait_for(condition, what)                                                          \
  G_STMT_START                                                                                     \
  {                                                                                                \
    gint64 wm_test_deadline_ = g_get_monotonic_time () + WM_TEST_WAIT_S * G_USEC_PER_SEC;          \
    while (                                                                                        \
        !(condition)                                                                               \
        && wm_test_wait_step (wm_test_deadline_, __FILE__, __LINE__, G_STRFUNC, #condition, what)) \
      ;                                                                                            \
  }                                                                                                \
  G_STMT_END
/* One step of wm_test_wait_for (): the main context's pending work, or
 * the test's failure (FALSE, where assertions are not fatal) once
 * @deadline (monotonic time) has passed. */
gboolean wm_test_wait_step (gint64 deadline, const char *file, int line, const char *func,
                            const char *condition, const char *what);
/* Waits until @widget is mapped and laid out with a width and a height;
 * then a frame more, so that what its size decides (a paned's split, a
 * layout manager's choice) has been laid out too. */
void wm_test_wait_laid_out (GtkWidget *widget, const char *what);
/* Waits until the window of @widget has drawn a frame whose layout began
 * after this call: everything queued before it is laid out. */
void wm_test_wait_frame (GtkWidget *widget);
/* Waits until the main context has run everything due down to
 * G_PRIORITY_LOW: the idles a page queued (to focus a row once it is shown,
 * to scroll to it) have run. */
void wm_test_wait_idle (void);
/* Gives @window the size @width × @height (-1: whatever height it takes)
 * and waits until it is laid out at that size, or at its minimum where
 * that is larger: the X server confirms a new size in its own time. */
void wm_test_resize_window (GtkWindow *window, int width, int height);

/* The one WmWindow of @app (asserted: exactly one). */
WmWindow *wm_test_only_window (GtkApplication *app);
/* The window of @app that shows the file at @path, or NULL. */
WmWindow *wm_test_window_of (GtkApplication *app, const char *path);
/* The message dialog that is showing, or NULL. */
GtkWidget *wm_test_open_message_dialog (void);
/* Writes @widget as WM_SHOT_DIR/@name.png after letting it settle; does
 * nothing without WM_SHOT_DIR. */
void wm_test_screenshot (GtkWidget *widget, const char *name);

/* Runs xdotool (the program $WM_XDOTOOL names: real pointer and key
 * events through XTest) with @args, and waits until GTK has handled what
 * it sent. */
void wm_test_xdo (const char *args);
/* Gives the X server's keyboard to the window or dialog @widget is in (its
 * first frame drawn), so that xdotool's keys reach it. */
void wm_test_focus_x_window (GtkWidget *widget);
/* The Playtest's decision button that has the keyboard focus, or NULL. */
GtkWidget *wm_test_focused_choice (WmWindow *window, WmPlaytestPage *page);
/* Moves the pointer with xdotool to the point (@x, @y) of @widget. */
void wm_test_pointer_to (GtkWidget *widget, double x, double y);
/* How far the page @widget lies in (the scrolled window around the one
 * @widget is in) scrolls, from its top, when the wheel turns a step down
 * over @widget: real pointer and wheel events through xdotool. */
double wm_test_wheel_down_over (GtkWidget *widget);

/* The first label under @root (itself included, depth first) whose text
 * contains @part, or NULL. */
GtkLabel *wm_test_find_label_with (GtkWidget *root, const char *part);
/* The first widget of @type under @root (itself included, depth first),
 * or NULL. */
GtkWidget *wm_test_find_of_type (GtkWidget *root, GType type);
/* Whether @widget is the one a finder looks for, told by @data. */
typedef gboolean (*WmTestMatch) (GtkWidget *widget, gconstpointer data);
/* The first widget under @root (itself included, depth first) that @match
 * accepts with @data, or NULL. */
GtkWidget *wm_test_find_widget (GtkWidget *root, WmTestMatch match, gconstpointer data);
/* The first image under @root (itself included, depth first) showing the
 * icon @icon_name ("go-next-symbolic"), or NULL. */
GtkWidget *wm_test_find_icon (GtkWidget *root, const char *icon_name);
/* How many rows of the Validation page under @root (itself included)
 * are of a problem with @code ("number-form"). */
guint wm_test_count_problem_rows (GtkWidget *root, const char *code);
/* Writes at @path a variant written loosely, as the loader warns of it:
 * the good corpus's file of numbers written with spaces (5 number-form
 * warnings), declaring ISO-8859-1 over a UTF-8 title (xml-encoding). */
void wm_test_write_loose_variant (const char *path);
/* The first drop-down under @root (itself included, depth first) whose
 * list begins with the item @first (a string list's: "(none)" of a Town
 * drop-down), or NULL. */
GtkWidget *wm_test_find_drop_down_listing (GtkWidget *root, const char *first);
/* The first button under @root (itself included, depth first) whose label
 * is @label (with its mnemonic underscore, as "_New Game…"), or NULL. */
GtkWidget *wm_test_find_button (GtkWidget *root, const char *label);
/* The first shown toplevel window of @type (a dialog, a file chooser), or
 * NULL: one closed but not yet finalized is not counted. */
GtkWidget *wm_test_find_toplevel (GType type);
/* Clicks @button as a person can: it must be there and sensitive (the
 * test fails otherwise), then it is "clicked". */
void wm_test_click (GtkWidget *button);
/* Answers @dialog as its button @response does: the response, then the
 * dialog goes; then the main loop runs a moment for what it started. */
void wm_test_answer (AdwMessageDialog *dialog, const char *response);
/* The toast on show under @overlay (libadwaita's widget, of CSS name
 * "toast", mapped), sliding in, up or hiding; NULL when there is none. */
GtkWidget *wm_test_find_toast (GtkWidget *overlay);
/* The toast label under @overlay (the window's AdwToastOverlay) that
 * contains @part, waiting for it while a toast an earlier test left is
 * still up: the overlay shows one toast at a time and the next only once
 * that one's time (five seconds) is out. NULL when none came by then. */
GtkLabel *wm_test_wait_for_toast (GtkWidget *overlay, const char *part);

/* Whether the file chooser @chooser would save to @path now. */
gboolean wm_test_chooser_chooses (GtkWidget *chooser, const char *path);
/* While @full, every wm_write_file_atomically () fails as on a full disk:
 * its write step with ENOSPC, after the temporary file beside the target
 * was made. FALSE writes normally again. */
void wm_test_disk_full (gboolean full);

/* Before GTK starts: a private data folder (recovery files, recent files;
 * named after @prefix, in tmp/ of $G_TEST_BUILDDIR, the tests' build
 * folder, where meson runs the test, else in the system's temporary
 * folder) and settings kept in memory, so that a test reads and leaves
 * nothing of the user's. */
void wm_test_private_env (const char *prefix);
/* Instead of gtk_test_init (), which sets the locale to en_US: GLib's
 * tests, then GTK, in the desktop's language ($LANGUAGE, $LC_ALL) with the
 * catalogues of the build folder. FALSE, with nothing started, when the
 * system lacks that locale. */
gboolean wm_test_init_in_desktop_language (int *argc, char ***argv);
/* The same for a test that checks what the window looks like in the
 * desktop's language (meson runs it in several): FALSE, with one test at
 * @skipped_path that says it was skipped, also when Waymark's catalogue has
 * no translation for $LANGUAGE, where the test would pass without testing
 * anything. The caller then returns g_test_run (). */
gboolean wm_test_start_in_desktop_language (int *argc, char ***argv, const char *skipped_path);
/* The application the tests drive, registered, held and activated with
 * its window shown; @flags are added to G_APPLICATION_NON_UNIQUE. The log
 * writer is wm_test_log_writer () unless the test set its own. */
WmApplication *wm_test_app_start (GApplicationFlags flags);
/* The tests' log writer: g_log_writer_default (), and before GTK's warning
 * of a widget snapshotted without an allocation, the widget and each of its
 * ancestors with type, name, visibility, mapping, size, label and tooltip.
 * A test's own writer passes its messages on to it. */
GLogWriterOutput wm_test_log_writer (GLogLevelFlags level, const GLogField *fields,
                                     gsize n_fields, gpointer data);
/* Sets the log writer (GLib takes one only): before wm_test_app_start (),
 * for a writer of the test's own. */
void wm_test_set_log_writer (GLogWriterFunc writer);
/* Runs the tests added, then lets @app go; returns g_test_run ()'s status. */
int wm_test_app_run (WmApplication *app);
/* Closes the toast on show under @overlay (asserted to be there) with its
 * close button, as a designer does, and waits until it has gone: the
 * overlay shows the next toast at once, not after five seconds. */
void wm_test_close_toast (GtkWidget *overlay);

/* How the game wm_test_start_two_seat_game () starts goes on. */
typedef enum
{
  /* Paused at its first decision, the bots not playing, once the page has
   * done what the start set going. */
  WM_TEST_GAME_PAUSED,
  /* The bots playing at once, without a delay between their moves;
   * nothing awaited. */
  WM_TEST_GAME_PLAYING,
  /* Playing or paused, at its delay, as the page was set; nothing
   * awaited. */
  WM_TEST_GAME_AS_SET,
} WmTestGame;

/* A two-seat game of the window's variant with @seed and the seats
 * @controllers (WM_PLAY_HUMAN or a bot), started on the Playtest page and
 * going on as @then says. */
WmPlaySession *wm_test_start_two_seat_game (WmWindow *window, const int *controllers, guint64 seed,
                                            WmTestGame then);
/* The same with @n_players seats, @controllers giving each its player. */
WmPlaySession *wm_test_start_game (WmWindow *window, int n_players, const int *controllers,
                                   guint64 seed, WmTestGame then);
/* The game log @name of tests/play/data opened on the Playtest page at
 * its first @n decisions, @n_players seats all played by humans, the
 * player to move at the screen. */
WmPlaySession *wm_test_open_log_at (WmWindow *window, const char *name, int n_players, int n);
/* The Playtest page's panel of @player (the panels stand in seat
 * order), asserted to be there. */
GtkWidget *wm_test_play_panel (WmPlaytestPage *page, int player);
/* The Playtest page's decision buttons now, in their order (the
 * "wm-choice" of each is its WmChoice); free with g_ptr_array_unref (). */
GPtrArray *wm_test_play_choices (WmPlaytestPage *page);
/* The Playtest page's log, a line each, from its model (the list view
 * makes rows only for the lines in view); free with g_free (). */
char *wm_test_play_log_text (WmPlaytestPage *page);
/* Hot seat: the Playtest page's "NAME is ready" button, shown between two
 * human players' decisions, or NULL. */
GtkWidget *wm_test_find_hand_over (WmPlaytestPage *page);
/* Clicks it when the page shows it (the next human takes the screen), as
 * the players at a hot-seat table do; whether it did. */
gboolean wm_test_take_screen (WmPlaytestPage *page);
/* Clicks the Playtest page's New Game… and returns the dialog it opens
 * (asserted to open). */
WmNewGameDialog *wm_test_open_new_game_dialog (WmPlaytestPage *page);
/* Types @text into the number field @spin, which has the focus for it,
 * and applies it, as Enter or leaving the field does; then the main loop
 * runs what that set going. */
void wm_test_type_number (GtkSpinButton *spin, const char *text);

G_END_DECLS
