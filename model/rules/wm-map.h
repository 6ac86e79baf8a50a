#pragma once

/* Board assembly: a variant plus an arrangement (which region, side and
 * rotation in each cell) compile into a WmMap, a flat immutable graph in
 * board coordinates that the rules engine, the validator and the renderer
 * read. Directions are rotated with their region, corner lake parts that
 * meet form one lake, facing ports become paths, and wrap-around links for
 * roads and lakes on the outer border are listed (used only when an effect
 * allows them). Everything is in arrays indexed by int. */

#include <glib.h>

#include "wm-diagnostic.h"
#include "wm-variant.h"

G_BEGIN_DECLS

/* ---- arrangements --------------------------------------------------------- */

typedef struct
{
  int region;      /* index into variant->regions */
  int side;        /* 0 = A, 1 = B */
  int quarters;    /* clockwise quarter turns, 0–3 */
  int quest_deck;  /* index into variant->decks of the common-quest deck beside this
                    * region; -1 when the variant has none for it */
  int towns[2];    /* variable setup: town indexes for the side's town slots in
                    * order of the slots; -1 when unused (side A prints its towns) */
} WmPlacement;

typedef struct
{
  int cols, rows;
  WmPlacement *cells; /* cols × rows, row by row */
} WmArrangement;

WmArrangement *wm_arrangement_new (int cols, int rows);
WmArrangement *wm_arrangement_copy (const WmArrangement *arrangement);
void wm_arrangement_free (WmArrangement *arrangement);
gboolean wm_arrangement_equal (const WmArrangement *a, const WmArrangement *b);

/* The arrangement the <board> element writes, on side B with the variant's
 * own quest decks and towns in slot order when @variable_setup. */
WmArrangement *wm_arrangement_default (const WmVariant *variant, gboolean variable_setup);

/* A random arrangement as the setup rules allow: regions shuffled when the
 * board's order is random, rotations random when its rotation is; with
 * @variable_setup side B, quest decks shuffled over the regions and their
 * towns placed in random slots. */
WmArrangement *wm_arrangement_random (const WmVariant *variant, gboolean variable_setup,
                                      GRand *rand);

/* The random arrangement a game with @seed and no arrangement of its own
 * deals: the one generator seeded from @seed, so the New Game dialog can
 * show the board before the game starts. */
WmArrangement *wm_arrangement_for_seed (const WmVariant *variant, gboolean variable_setup,
                                        guint64 seed);

/* The spec used on every command line: cells row by row, separated by
 * commas, each "REGION:SIDE:DEGREES" optionally followed by
 * ":QUEST-DECK:TOWN:TOWN" for the variable setup, e.g.
 * "r1:A:0,r2:A:90,r3:A:180,r4:A:270". */
WmArrangement *wm_arrangement_parse (const WmVariant *variant, const char *spec, GError **error);
/* Each region and quest deck on the board once, and each town at most as
 * often as the variant prints it on side A (once for a town it prints
 * nowhere); the spec parser refuses what this refuses. A cell the spec
 * leaves at REGION:B:DEGREES gets its region's quest deck and that deck's
 * towns, those another cell holds replaced by towns still free. */
gboolean wm_arrangement_check (const WmVariant *variant, const WmArrangement *arrangement,
                               GError **error);
char *wm_arrangement_to_string (const WmVariant *variant, const WmArrangement *arrangement);

/* Enumeration of every arrangement of regions and rotations the board's
 * setup allows for one side (towns and decks as in the default). The count
 * saturates at G_MAXUINT64 for boards too large to number (more than 13
 * cells with order and rotation random): wm_arrangement_countable() tells,
 * and wm_arrangement_nth() needs a countable board. */
guint64 wm_arrangement_count (const WmVariant *variant);
gboolean wm_arrangement_countable (const WmVariant *variant);
WmArrangement *wm_arrangement_nth (const WmVariant *variant, int side, guint64 index);

#define WM_ARRANGEMENT_ERROR (wm_arrangement_error_quark ())
GQuark wm_arrangement_error_quark (void);

/* ---- the compiled map ---------------------------------------------------- */

typedef enum
{
  WM_PLACE_PLAIN,
  WM_PLACE_TOWN,
  WM_PLACE_FORT,
  WM_PLACE_INN,
  WM_PLACE_SECRET,
  WM_PLACE_ISLAND,
} WmPlace;

typedef enum
{
  WM_VIA_PATH,      /* a path of the side or two joined ports */
  WM_VIA_LAKE,      /* across a lake (a water move) */
  WM_VIA_WRAP_ROAD, /* off the outer border on a road, in again opposite */
  WM_VIA_WRAP_LAKE, /* from an edge or corner lake into its wrap partner */
} WmVia;

typedef struct
{
  int to;          /* destination space */
  guint8 dirs;     /* bit mask of board directions that take this exit (arrows) */
  gint8 type;      /* index into variant->path_types; lakes use the "water" type */
  guint8 via;      /* WmVia */
  gint16 lake;     /* the lake crossed, or -1 */
} WmExit;

typedef struct
{
  const WmSpace *space; /* the model's space (id, label) */
  int cell;             /* index into the arrangement's cells */
  WmPlace place;
  int town;             /* index into variant->towns, or -1 */
  double x, y;          /* board coordinates: a cell is one region size wide */
  int first_exit, n_exits;
} WmMapSpace;

typedef enum
{
  WM_LAKE_INLAND,
  WM_LAKE_CENTRAL, /* corner parts meeting inside the board */
  WM_LAKE_EDGE,    /* corner parts meeting on the outer border */
  WM_LAKE_CORNER,  /* a part at a corner of the board */
} WmLakeKind;

typedef struct
{
  WmLakeKind kind;
  int *members;   /* spaces on the lake: shores and islands */
  int n_members;
  int n_islands;  /* the last n_islands members are islands */
  double x, y;    /* board point of a corner lake, or the centre of an inland one */
  int wrap_partner; /* edge lakes: the opposite edge lake, else -1 */
} WmMapLake;

typedef struct
{
  int a, b;     /* spaces joined by wrapping around */
  int lake_a;   /* for lakes: the lakes; -1 for roads */
  int lake_b;
} WmWrapLink;

typedef struct _WmMap WmMap;

struct _WmMap
{
  WmVariant *variant; /* a reference */
  WmArrangement *arrangement;
  double cell_size;
  int n_spaces;
  WmMapSpace *spaces;
  int n_exits;
  WmExit *exits;
  int n_lakes;
  WmMapLake *lakes;
  int n_wraps;
  WmWrapLink *wraps;
  int *cell_first_space; /* cols × rows + 1 entries: spaces of cell c are
                          * [cell_first_space[c], cell_first_space[c + 1]) */
  int central_lake;      /* index of the central lake, or -1 */
  int water_type;        /* index of the "water" path type, or -1 */
  int road_type;         /* index of the "road" path type, or -1 */
  /*< private >*/
  gatomicrefcount ref_count;
};

/* Compiles @arrangement. Problems of the arrangement (ports that do not
 * meet, castle slots equally near the edge …) go to @problems (may be NULL)
 * as diagnostics with stable codes (map-*); the map is still built from
 * what fits. Returns NULL only when the arrangement cannot be placed at all
 * (unknown region, missing side), with the reason in @problems. */
WmMap *wm_map_build (WmVariant *variant, const WmArrangement *arrangement,
                     WmDiagnostics *problems);
WmMap *wm_map_ref (WmMap *map);
void wm_map_unref (WmMap *map);

/* The space with @id in @cell, or -1. */
int wm_map_find_space (const WmMap *map, int cell, const char *id);
/* "REGION:SPACE", e.g. "r2:s14". */
char *wm_map_space_name (const WmMap *map, int space);
/* The space named "REGION:SPACE" (any cell holding that region), or -1. */
int wm_map_lookup (const WmMap *map, const char *name);
/* The region index of the cell a space lies in. */
int wm_map_space_region (const WmMap *map, int space);
/* The first island of the central lake in the cell of @region (an id):
 * where the printed setup starts the fifth highwayman (the board's
 * highwayman-region); -1 when there is none. */
int wm_map_central_island (const WmMap *map, const char *region);
/* Distance from a board point to the outer border. */
double wm_map_distance_to_border (const WmMap *map, double x, double y);

/* ---- messages about ports ---------------------------------------------------- */

/* A port as the messages of board assembly and of the validator name it, in
 * the language of the user interface: "the “Road” port of region “Heath” (r1)
 * on the north edge at 3", its path type by the name the variant gives it in
 * its display language (the id when it gives none), its region as
 * wm_variant_region_named () names it (the name with the id), its edge
 * by name and its position along that edge as %g. Only ever the subject of
 * a sentence, so that the phrase keeps its case in every language. */
char *wm_port_describe (const WmVariant *variant, const char *region, const WmPort *port);
/* @dir's name in the language of the user interface ("north-east",
 * "Nordosten", "nord-est"), for messages that would otherwise show the
 * file's keyword ("ne"). */
const char *wm_direction_display_name (WmDirection dir);
/* The same, short and in capitals ("NE"; German "NO"), where room is tight. */
const char *wm_direction_display_abbrev (WmDirection dir);
/* "PORT meets no port of region OTHER" (codes map-port-open and
 * arrangement-port-open). */
char *wm_port_open_message (const WmVariant *variant, const char *region, const WmPort *port,
                            const char *other);
/* Two facing ports that meet no port, each the other's nearest
 * (map-port-open, arrangement-port-open): one port at a wrong position
 * leaves both open, so the mistake is told once, naming both ends and the
 * position that would make each meet the other on a region @size units
 * wide (review 13, R13-7) — and, when their path types differ, that too. */
char *wm_port_miss_message (const WmVariant *variant, const char *region_a, const WmPort *a,
                            const char *region_b, const WmPort *b, double size);
/* A road leaving the board with no road where it would come back
 * (map-wrap-unpaired, arrangement-wrap-road), naming both ends: @other, a
 * port of another path type there, or, when NULL, the edge and position of
 * region @other_region that have no port (review 13: the message named only
 * the road, so a wrong port elsewhere read as this region's fault). */
char *wm_wrap_road_message (const WmVariant *variant, const char *region, const WmPort *port,
                            const char *other_region, const WmPort *other, WmEdge other_edge,
                            double other_at);
/* Two roads leaving the board opposite each other that do not wrap round to
 * each other, each the other's nearest (map-wrap-unpaired): one mistake,
 * told once, naming both (review 13, R13-7). */
char *wm_wrap_miss_message (const WmVariant *variant, const char *region_a, const WmPort *a,
                            const char *region_b, const WmPort *b, double size);
/* Two facing ports of different path types (map-port-type,
 * arrangement-port-type). */
char *wm_port_clash_message (const WmVariant *variant, const char *region_a, const WmPort *a,
                             const char *region_b, const WmPort *b);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmMap, wm_map_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmArrangement, wm_arrangement_free)

G_END_DECLS
