#pragma once

/* The bundled variants a new one starts from, shared by New variant in the
 * editor and `waymark-cli new`: the base game (4 regions) and a small board
 * (2 regions on a 2 × 1 board), each a variant file in the GResource that
 * validates clean, and an empty board to make a game from scratch, whose
 * validation lists what it still lacks to be played. */

#include "../core/wm-diagnostic.h"
#include "../core/wm-variant.h"

G_BEGIN_DECLS

typedef enum
{
  WM_TEMPLATE_BASE,  /* the base game: 4 regions, 8 towns */
  WM_TEMPLATE_SMALL, /* 2 regions on a 2 × 1 board, 4 towns, 2 weapon types */
  WM_TEMPLATE_BLANK, /* 1 empty region, no towns, characters nor cards */
  WM_N_TEMPLATES,
} WmTemplate;

/* The template's name on the command line ("base", "small", "blank"). */
const char *wm_template_get_name (WmTemplate which);
/* The file name its diagnostics name ("treos-base.waymark"). */
const char *wm_template_get_file_name (WmTemplate which);
/* The template called @name; FALSE for a name no template has. */
gboolean wm_template_from_name (const char *name, WmTemplate *which);

/* The template's file as bundled. */
GBytes *wm_template_bytes (WmTemplate which);
/* The template as it is bundled, with its own title and credits. Problems
 * go to @diags; NULL only when the bundled file is broken (a bug). */
WmVariant *wm_template_load (WmTemplate which, WmDiagnostics *diags);

/* Whether @file_name (its last part: a path will do) and @bytes are those
 * of a bundled template: the template itself, as `waymark-cli validate
 * resources/variants/treos-base.waymark` reads it in the source tree. A
 * copy under another name, or changed in any byte, is a variant of its
 * own. */
gboolean wm_template_is_bundled_file (const char *file_name, GBytes *bytes);

/* The template as bundled, loaded once and kept: read only. */
const WmVariant *wm_template_get (WmTemplate which);

/* What a variant made from a template may still carry of the template's
 * identity: its identifier, its title or description in any of its
 * languages, one of its authors. Each gives the first template that has
 * it in *@which (may be NULL). */
typedef enum
{
  WM_TEMPLATE_TITLE,
  WM_TEMPLATE_DESCRIPTION,
} WmTemplateText;

gboolean wm_template_has_id (const char *id, WmTemplate *which);
gboolean wm_template_has_text (WmTemplateText what, const char *text, WmTemplate *which);
gboolean wm_template_has_author (const char *author, WmTemplate *which);

/* A new variant from @which: its content, but titled "Untitled variant"
 * in each of its languages (each in its own language) with the identifier
 * `untitled-variant`, and no description nor authors: the template's would
 * describe another game and credit people who did not make this one. The
 * validator warns about the title and identifier until they are replaced. */
WmVariant *wm_template_new_variant (WmTemplate which);

G_END_DECLS
