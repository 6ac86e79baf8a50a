#pragma once

/* The variant model: everything a .waymark file holds, as plain structs owned
 * by one reference-counted WmVariant. Strings are UTF-8 and owned by their
 * struct; arrays are GPtrArrays that free their elements. `line` fields hold
 * the source line an element was loaded from (0 for elements made in code) so
 * that diagnostics can point at it. */

#include <glib.h>

#include "wm-direction.h"
#include "wm-text.h"

G_BEGIN_DECLS

#define WM_VARIANT_NAMESPACE "urn:waymark:variant:1"
#define WM_VARIANT_FORMAT 1

typedef enum
{
  WM_SPACE_PLAIN,
  WM_SPACE_TOWN,
  WM_SPACE_CASTLE,
  WM_SPACE_SECRET,
  WM_SPACE_ISLAND,
  WM_N_SPACE_KINDS
} WmSpaceKind;

typedef enum
{
  WM_SECRET_MILEPOST,
  WM_SECRET_SETTLEMENT,
  WM_SECRET_PORTAL,
  WM_N_SECRET_KINDS
} WmSecretKind;

typedef enum
{
  WM_DECK_COMMON_QUEST,
  WM_DECK_SIDE_QUEST,
  WM_DECK_PERSONAL_QUEST,
  WM_DECK_MOVEMENT,
  WM_DECK_COMMON_MOVEMENT,
  WM_DECK_EVENT,
  WM_N_DECK_KINDS
} WmDeckKind;

typedef enum
{
  WM_SCOPE_ALWAYS,
  WM_SCOPE_DAY,
  WM_SCOPE_INTRIGUE,
  WM_N_SCOPES
} WmScope;

typedef enum
{
  WM_WEAPON_REWARD_NONE,
  WM_WEAPON_REWARD_SIDE_QUEST,
  WM_WEAPON_REWARD_MOVEMENT,
  WM_WEAPON_REWARD_COMMON_QUEST,
  WM_N_WEAPON_REWARDS
} WmWeaponReward;

/* Bit flags of what a quest slot accepts. */
typedef enum
{
  WM_SLOT_PERSONAL = 1 << 0,
  WM_SLOT_COMMON = 1 << 1,
  WM_SLOT_SIDE = 1 << 2,
} WmSlotAccepts;

typedef enum
{
  WM_ORDER_FIXED,
  WM_ORDER_RANDOM
} WmSetupChoice;

/* Comments, foreign elements and foreign attributes attached to a model
 * element so that load → save keeps them. Opaque; see wm-extras.h. */
typedef struct _WmExtras WmExtras;

/* A parameter value of an effect or a task: kept as the attribute text and
 * interpreted through the registry (wm-registry.h). */
typedef struct
{
  char *name;
  char *value;
} WmParam;

/* An effect (event, ability) or a task (quest) instance. */
typedef struct
{
  char *type;        /* registry name */
  WmScope scope;     /* effects only */
  GPtrArray *params; /* of WmParam, in file order */
  int line;
  WmExtras *extras;
} WmEffect;

typedef WmEffect WmTask;

typedef struct
{
  char *id;
  char *color;
  char *dash; /* "solid", "dashed", "dotted" */
  WmText name;
  int line;
  WmExtras *extras;
} WmPathType;

typedef struct
{
  char *id;
  char *color;
  WmText name;
  int line;
  WmExtras *extras;
} WmWeaponType;

typedef struct
{
  WmSecretKind kind;
  int count;
  WmText name;
  int line;
  WmExtras *extras;
} WmSecretPlace;

typedef struct
{
  char *id;
  char *color;
  char *shape;
  WmText name;
  int line;
  WmExtras *extras;
} WmTown;

typedef struct
{
  char *id;
  double x, y;
  WmSpaceKind kind;
  char *town;  /* printed town on a side-A town slot, else NULL */
  char *label; /* free designer label, may be NULL */
  int line;
  WmExtras *extras;
} WmSpace;

typedef struct
{
  char *a, *b;          /* space ids */
  WmDirection a_dir;    /* direction in which a piece leaves a */
  WmDirection b_dir;    /* direction in which a piece leaves b */
  char *type;           /* path type id */
  int line;
  WmExtras *extras;
} WmPath;

/* A shore (space + direction into the lake) or an island (dir NONE). */
typedef struct
{
  char *space;
  WmDirection dir;
  int line;
  WmExtras *extras;
} WmShore;

typedef struct
{
  char *id;          /* inland lakes only; NULL for corner parts */
  WmCorner corner;   /* corner parts only; WM_CORNER_NONE for inland lakes */
  GPtrArray *shores; /* of WmShore */
  GPtrArray *islands;/* of WmShore with dir NONE */
  int line;
  WmExtras *extras;
} WmLake;

typedef struct
{
  WmEdge edge;
  double at; /* clockwise distance along the edge, see README */
  char *type;
  char *space;
  WmDirection dir;
  int line;
  WmExtras *extras;
} WmPort;

typedef struct
{
  char id; /* 'A' or 'B' */
  GPtrArray *spaces;       /* of WmSpace */
  GPtrArray *paths;        /* of WmPath */
  GPtrArray *lakes;        /* of WmLake, inland */
  WmLake *corner_lakes[WM_N_CORNERS]; /* may be NULL when absent */
  GPtrArray *ports;        /* of WmPort */
  int line;
  WmExtras *extras;
} WmSide;

typedef struct
{
  char *id;
  double size;
  /* The id of the weapon type the region's fort hands out, whichever of
   * its castle slots holds the fort: printed on the region, so it goes
   * wherever the region lies. NULL when the variant has no weapon types. */
  char *fort_weapon;
  WmText name;
  WmSide *sides[2]; /* [0] = A, [1] = B; NULL when absent */
  int line;
  WmExtras *extras;
} WmRegion;

typedef struct
{
  char *region;
  int rotation; /* degrees clockwise: 0, 90, 180, 270 */
  int line;
  WmExtras *extras;
} WmCell;

typedef struct
{
  int cols, rows;
  WmSetupChoice order;
  WmSetupChoice rotation;
  char *highwayman_region;
  GPtrArray *cells; /* of WmCell, row by row */
  int line;
  WmExtras *extras;
} WmBoard;

typedef struct
{
  WmSlotAccepts accepts;
  gboolean covered;
  int line;
  WmExtras *extras;
} WmSlot;

typedef struct
{
  int gold;
  WmWeaponReward reward;
  int line;
  WmExtras *extras;
} WmWeaponStep;

typedef struct
{
  char *id;
  char *color;
  char *start_town;
  char *movement_deck;
  char *personal_quest; /* card id */
  WmText name;
  WmText text;
  GPtrArray *slots;   /* of WmSlot */
  GPtrArray *weapons; /* of WmWeaponStep */
  GPtrArray *effects; /* of WmEffect */
  int line;
  WmExtras *extras;
} WmCharacter;

typedef struct
{
  int gold;
  int movement;
  int side_quest;
  int line;
  WmExtras *extras;
} WmReward;

typedef struct
{
  char *town;
  int line;
  WmExtras *extras;
} WmTarget;

typedef struct
{
  char *id;
  WmText name;
  WmText text;
  int bid;          /* movement cards; 0 when absent */
  int steps;        /* movement cards; 0 when absent */
  char **paths;     /* NULL-terminated path type ids, NULL when absent */
  WmDirection *arrows; /* n_arrows entries */
  int n_arrows;
  char *character;  /* personal quests */
  GPtrArray *targets; /* of WmTarget */
  GPtrArray *tasks;   /* of WmTask */
  WmReward *reward;   /* NULL when absent */
  GPtrArray *effects; /* of WmEffect */
  int line;
  WmExtras *extras;
} WmCard;

typedef struct
{
  char *id;
  WmDeckKind kind;
  char *region;    /* common-quest decks */
  char *character; /* movement decks */
  double card_width, card_height; /* mm; 0 means the default 63 × 88 */
  /* The cards the variant means the deck to have (Rules, "Deck sizes"),
   * for the validator's deck-size check alone: the engine deals what the
   * deck holds. 0: the rulebook's. */
  int size;
  WmText name;
  GPtrArray *cards; /* of WmCard */
  int line;
  WmExtras *extras;
} WmDeck;

typedef struct
{
  int goal;
  int higher_goal;
  int hand;
  int turns;
  int min_players;
  int max_players;
  int discovery_gold;
  int line;
  WmExtras *extras;
} WmRules;

typedef struct
{
  gboolean no_events;
  gboolean meaner_highwaymen;
  gboolean higher_goal;
  gboolean variable_setup;
  int line;
  WmExtras *extras;
} WmOptions;

typedef struct
{
  int highwaymen;
  int intrigue_markers;
  int line;
  WmExtras *extras;
} WmPieces;

typedef struct
{
  char **languages; /* NULL-terminated, declared order; [0] is the fallback */
  WmText title;
  WmText description;
  GPtrArray *authors; /* of char * */
  int line;
  WmExtras *extras;
} WmInfo;

/* A warning the designer looked at and decided to keep (the Validation
 * page's Accept…, README "Design validation"): the validator's warnings of
 * code @check on the element @subject names — a diagnostic's `where`, as
 * "deck quests-r1" or "info / title de", made of ids, so that it survives
 * reordering and saves — are listed apart and not counted. NULL @subject:
 * the warnings that name no element. */
typedef struct
{
  char *check;
  char *subject; /* may be NULL */
  char *note;    /* may be NULL: why it is kept */
  int line;
  WmExtras *extras;
} WmAccepted;

typedef struct _WmVariant WmVariant;

struct _WmVariant
{
  char *id;
  int format;
  WmInfo info;
  WmRules rules;
  WmOptions options;
  WmPieces pieces;
  GPtrArray *path_types;    /* of WmPathType */
  GPtrArray *weapon_types;  /* of WmWeaponType */
  GPtrArray *secret_places; /* of WmSecretPlace */
  GPtrArray *towns;         /* of WmTown */
  GPtrArray *regions;       /* of WmRegion */
  WmBoard board;
  GPtrArray *characters;    /* of WmCharacter */
  GPtrArray *decks;         /* of WmDeck */
  GPtrArray *accepted;      /* of WmAccepted, in file order */
  int line;
  WmExtras *extras;         /* on the root element (and before it) */
  /* The bundled template itself, not a variant made from it: loaded from
   * the GResource, or from a file named as a template that holds its
   * bytes (resources/variants/ in the source tree). Not in the file: set
   * by the loader (wm_template_is_bundled_file()), kept through undo, and
   * decided anew when the editor saves. The validator's bundled-identity
   * check leaves such a variant alone. */
  gboolean bundled;
  /*< private >*/
  gatomicrefcount ref_count;
  void *foreign_doc;        /* xmlDoc holding copies of foreign nodes */
};

/* Life cycle. A new variant is empty but valid to save. */
WmVariant *wm_variant_new (void);
WmVariant *wm_variant_ref (WmVariant *variant);
void wm_variant_unref (WmVariant *variant);
/* A deep copy made by saving to memory and loading again. */
WmVariant *wm_variant_copy (const WmVariant *variant);

/* Lookups by id; NULL when absent. */
WmTown *wm_variant_find_town (const WmVariant *variant, const char *id);
WmRegion *wm_variant_find_region (const WmVariant *variant, const char *id);
WmDeck *wm_variant_find_deck (const WmVariant *variant, const char *id);
WmCharacter *wm_variant_find_character (const WmVariant *variant, const char *id);
WmPathType *wm_variant_find_path_type (const WmVariant *variant, const char *id);
WmWeaponType *wm_variant_find_weapon_type (const WmVariant *variant, const char *id);
/* The position of the weapon type @id among the variant's, or -1. */
int wm_variant_weapon_type_index (const WmVariant *variant, const char *id);
/* The first weapon type (in the variant's order) that no region's fort
 * hands out, or NULL when every one is handed out: what a new fort
 * gets, so that each fort keeps a type no other fort has, as in the
 * rulebook. */
const char *wm_variant_unused_weapon_type (const WmVariant *variant);
/* The cards @deck is meant to have: its stated size, else the Treos
 * rulebook's for its kind; 0 for personal quests, which go by the
 * characters (one each). */
int wm_deck_meant_size (const WmDeck *deck);
/* Whether a deck of @kind may state a size: every kind but personal quests. */
gboolean wm_deck_kind_takes_size (WmDeckKind kind);
/* The region whose side A prints town @town_id on a town slot (the first
 * such, in the variant's order), or NULL: a town belongs to the region it
 * is printed on, and a common-quest deck's back shows its region's towns. */
WmRegion *wm_variant_town_region (const WmVariant *variant, const char *town_id);
/* How many targets of common quests name @town_id, over all decks. */
guint wm_variant_town_targets (const WmVariant *variant, const char *town_id);
/* The town a new common quest of @deck gets: of the towns printed outside
 * the deck's region, the one the common quests target least (ties: the
 * variant's order), since a common quest is taken in the deck's region
 * and carried to another region's town (rulebook, setup step 5). The
 * variant's first town when no town lies elsewhere, NULL without towns. */
const char *wm_variant_new_quest_town (const WmVariant *variant, const WmDeck *deck);
/* A card over all decks; @deck_out receives its deck when not NULL. */
WmCard *wm_variant_find_card (const WmVariant *variant, const char *id, WmDeck **deck_out);
/* A card that is printed, by the id print --card-ids and render --card
 * take: a deck's card (into @card_out, its deck into @deck_out), else a
 * character's card (into @character_out), which has no id but the
 * character's. FALSE when @id names neither; each out may be NULL. */
gboolean wm_variant_find_printed_card (const WmVariant *variant, const char *id,
                                       WmCard **card_out, WmDeck **deck_out,
                                       WmCharacter **character_out);
WmSpace *wm_side_find_space (const WmSide *side, const char *id);
/* The words of a space-separated list (ids, path types, towns), without
 * empty ones: tabs and line breaks count as spaces, several in a row are
 * fine. NULL gives an empty list. Free with g_strfreev(). */
char **wm_split_words (const char *text);
/* The point @port reaches on the edge of a region @size wide, in region
 * coordinates (`at` runs clockwise from the edge's starting corner). */
void wm_port_point (const WmPort *port, double size, double *x, double *y);
/* The port of @side (not @skip; G_MAXUINT: any) at the point @at along
 * @edge of a region @size wide, or -1: ports whose edges meet at a corner
 * count as at one point. Board assembly pairs ports by their point, so
 * the map editor refuses a second port there and the validator reports
 * one in a file. */
int wm_side_port_at_point (const WmSide *side, double size, WmEdge edge, double at, guint skip);
/* 0 for 'A', 1 for 'B', -1 otherwise. */
int wm_side_index (char side_id);
/* The fallback language: the first declared, or "en". */
const char *wm_variant_fallback_language (const WmVariant *variant);
/* The language to show the variant's texts in on this desktop: the
 * override below when the variant declares it, else the first
 * of the user's languages (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) the variant
 * declares ("de_AT" names "de-AT"), else the first whose language alone a
 * declared tag has ("de" for "de-AT"), else its fallback. */
const char *wm_variant_display_language (const WmVariant *variant);
/* The editor's choice of the language to show and edit texts in, instead
 * of the desktop's ("en"; NULL or "" for the desktop's again): consulted
 * first by wm_variant_display_language () for every variant that declares
 * it, in this process only, never saved. Set it from the UI thread only;
 * any thread may read it (a worker sees either language, never a torn
 * value). The command-line tools never set it. */
void wm_variant_set_display_language_override (const char *language);
/* The language set above, or NULL. */
const char *wm_variant_get_display_language_override (void);
/* The variant's language that the first of @wanted (language names as
 * g_get_language_names () gives them) names, by the desktop's match above; NULL
 * when none does. */
const char *wm_variant_match_language (const WmVariant *variant, const char *const *wanted);
/* The variant's language for a language tag typed by the user ("de-AT",
 * "DE", "it_IT"): the same match as the desktop's languages, so "de-AT"
 * finds a variant's "de" and "de" its "de-AT"; NULL when none. */
const char *wm_variant_language_for_tag (const WmVariant *variant, const char *tag);
/* How many of the variant's texts (titles, descriptions, names, card and
 * ability texts: every element that takes xml:lang) are written in @lang,
 * declared or not. */
guint wm_variant_count_texts_in (const WmVariant *variant, const char *lang);
/* Removes each of the variant's texts written in @lang, as a language
 * taken off the declared ones takes its texts with it (the Overview
 * asks); returns how many went. The other languages keep their order. */
guint wm_variant_remove_texts_in (WmVariant *variant, const char *lang);
/* @name in the display language, else in the fallback language, else in
 * any; @id when the variant gives no name at all. For messages that name a
 * path type, a town … of the variant in the user's language. */
const char *wm_variant_display_name (const WmVariant *variant, const WmText *name,
                                     const char *id);
/* wm_variant_display_name () isolated by wm_text_isolate () (a copy): for
 * a name put into one of the program's sentences, which a right-to-left
 * name must not turn around. */
char *wm_variant_isolated_name (const WmVariant *variant, const WmText *name, const char *id);
/* An element of the variant as a message names it: the name the designer
 * gave it, in the display language, with its id for reference ("“Heath”
 * (r1)"), since the editor makes the ids ("r1", "weapon") and the designer
 * knows the names; only the id ("“r1”") when the element has no name of
 * its own, or none at all (@name NULL: an id the variant lacks). Every
 * message that names a region, weapon type or town says it this way: the
 * validator's (wm_check_named ()) and board assembly's. */
char *wm_variant_named (const WmVariant *variant, const WmText *name, const char *id);
/* wm_variant_named () of the region of id @id. */
char *wm_variant_region_named (const WmVariant *variant, const char *id);
/* A town as a message about the board names it: wm_variant_named (), then
 * the region whose side A prints it, “Ashford” (town-2) of “Heath”: the
 * designer knows a town by its name and where it lies, and the id is what
 * an arrangement spec takes. */
char *wm_variant_town_named (const WmVariant *variant, const char *id);
/* A character as every command and page names it (README, "Command line"):
 * its name in the display language with its id in brackets, "Mirela Thorne
 * (red)": the id is what --players takes and, in the base game, the colour
 * of the character's pieces on the board, and it tells apart two characters
 * of one name. The id alone when @variant (may be NULL) has no character
 * @id or gives it no name. The name isolated (wm_text_isolate ()). */
char *wm_variant_character_label (const WmVariant *variant, const char *id);
/* A space as messages name it: the label the designer gave it with its
 * id ("“Old Keep” (s11)"), its id alone when it has no label ("s22"). */
char *wm_space_named (const WmSpace *space);
/* Sets @text to the placeholder @msgid (wm-placeholders.h) in each
 * language the variant declares (its fallback language when it declares
 * none), each translated into that language from Waymark's own catalogues,
 * not into the desktop's: a German designer's new card reads “Neue Karte”
 * in German and “New card” in English, so every language's list shows a
 * name of its own and the validator finds none missing. A language
 * Waymark has no catalogue for gets the English source text, as gettext
 * itself falls back: a placeholder is no name in any language, the
 * designer renames it, and leaving the slot empty would only add a “no
 * text in …” warning per language for what was just made. */
void wm_variant_set_placeholder (const WmVariant *variant, WmText *text, const char *msgid);
/* The same with @arg, when not NULL, in each translation's "%s" (a new
 * movement deck's “Movement cards: blue”). */
void wm_variant_set_placeholder_with (const WmVariant *variant, WmText *text, const char *msgid,
                                      const char *arg);
/* The name @msgid makes in @lang for what @owner names (a region's quest
 * deck, “Quests: Salt Marshes”; a character's movement deck): its "%s" is
 * @owner in @lang, else in the fallback language; while @owner is empty
 * there or reads the placeholder @unnamed (NULL: none) in its own
 * language, as what an editor just made is named, it is @stand_in in
 * @lang (a new character's colour, “Wegekarten: blau”), else @id. */
char *wm_variant_placeholder_for (const WmVariant *variant, const char *msgid, const WmText *owner,
                                  const char *id, const WmText *stand_in, const char *unnamed,
                                  const char *lang);
/* A name made that way follows its owner's renames: nothing in the app
 * renames a deck, and its name prints on every card. Sets in @follow, for
 * each language of @made whose text is still the one @msgid makes from
 * @was, the one it makes from @now; a name the designer gave stays.
 * TRUE when any language follows. */
gboolean wm_variant_follow_placeholder (const WmVariant *variant, const WmText *made,
                                        const char *msgid, const char *id,
                                        const WmText *stand_in, const char *unnamed,
                                        const WmText *was, const WmText *now, WmText *follow);

/* Deep equality of content (ignores line numbers). On a difference, and when
 * @where is not NULL, it receives a description of the first one. */
gboolean wm_variant_equal (const WmVariant *a, const WmVariant *b, char **where);

/* An element whose line differs between two variants' canonical forms
 * (the comparison wm_variant_equal () makes), found by its place. */
typedef struct
{
  char *where;   /* the elements it lies in below the root: "region r1 › side A", or "" */
  char *element; /* its name: "space", "path", "town", "name" */
  char *key;     /* where and its own label: "region r1 › side A › path s2 s6" */
  char *before;  /* its line in the first variant (an element holding others: its
                  * opening line), NULL when only the second has it */
  char *after;   /* its line in the second, NULL when only the first has it */
} WmVariantDifference;

/* Every element line that differs between @a and @b, of WmVariantDifference:
 * in @b's order those @b has (changed or added), then those only @a has.
 * Empty when the variants are equal. */
GPtrArray *wm_variant_differences (const WmVariant *a, const WmVariant *b);

/* Constructors for elements added in code (the editor, tests). */
WmSpace *wm_space_new (const char *id, double x, double y, WmSpaceKind kind);
WmPath *wm_path_new (const char *a, WmDirection a_dir, const char *b, WmDirection b_dir,
                     const char *type);
WmSide *wm_side_new (char id);
WmRegion *wm_region_new (const char *id, double size);
WmEffect *wm_effect_new (const char *type, WmScope scope);
void wm_effect_set_param (WmEffect *effect, const char *name, const char *value);
const char *wm_effect_get_param (const WmEffect *effect, const char *name);
WmCard *wm_card_new (const char *id);
/* Makes @towns (NULL-terminated) the card's target towns, position by
 * position: a target that stays keeps its comments and foreign content. */
void wm_card_set_target_towns (WmCard *card, char **towns);
WmDeck *wm_deck_new (const char *id, WmDeckKind kind);
WmCharacter *wm_character_new (const char *id);
WmLake *wm_lake_new (const char *id, WmCorner corner);
WmShore *wm_shore_new (const char *space, WmDirection dir);
WmAccepted *wm_accepted_new (const char *check, const char *subject, const char *note);

/* A deep copy of @region that shares nothing with it: its name in every
 * language, both sides with their spaces, paths, lakes (inland and corner
 * parts, shores, islands) and ports, and the comments and foreign content
 * of every element. The id stays the same (the caller makes it unique
 * before adding it to a variant); line numbers are 0, as for every element
 * made in code. Free with wm_region_free(). */
WmRegion *wm_region_copy (const WmRegion *region);
/* A deep copy of @side as wm_region_copy() copies each side (NULL for
 * NULL), its id ('A' or 'B') the same. Free with wm_side_free(). */
WmSide *wm_side_copy (const WmSide *side);

/* Free functions, usable as GDestroyNotify. */
void wm_space_free (WmSpace *space);
void wm_path_free (WmPath *path);
void wm_side_free (WmSide *side);
void wm_region_free (WmRegion *region);
void wm_effect_free (WmEffect *effect);
void wm_card_free (WmCard *card);
void wm_deck_free (WmDeck *deck);
void wm_lake_free (WmLake *lake);
void wm_shore_free (WmShore *shore);
void wm_accepted_free (WmAccepted *accepted);

/* Names of enumeration values as written in files. */
const char *wm_space_kind_to_string (WmSpaceKind kind);
WmSpaceKind wm_space_kind_from_string (const char *s); /* -1 when unknown */
const char *wm_secret_kind_to_string (WmSecretKind kind);
WmSecretKind wm_secret_kind_from_string (const char *s);
const char *wm_deck_kind_to_string (WmDeckKind kind);
WmDeckKind wm_deck_kind_from_string (const char *s);
const char *wm_scope_to_string (WmScope scope);
WmScope wm_scope_from_string (const char *s);
const char *wm_weapon_reward_to_string (WmWeaponReward reward);
WmWeaponReward wm_weapon_reward_from_string (const char *s);
/* "personal common side" ↔ flags; 0 when a word is unknown. */
char *wm_slot_accepts_to_string (WmSlotAccepts accepts);
WmSlotAccepts wm_slot_accepts_from_string (const char *s);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (WmVariant, wm_variant_unref)

G_END_DECLS
