#define G_LOG_DOMAIN "wm-io"

/* The canonical writer: it builds a fresh libxml2 tree in the documented
 * element and attribute order, puts back the comments and foreign content
 * the loader kept, and lets libxml2 indent it. Loading and saving a
 * canonical file therefore reproduces it byte for byte. */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libxml/tree.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../core/wm-extras-private.h"
#include "wm-variant-io.h"

typedef struct
{
  xmlDoc *doc;
  xmlNs *ns;
  const char *const *languages; /* the variant's, in its declared order */
} Saver;

/* ---- extras ------------------------------------------------------------------ */

static void
put_attrs (xmlNode *el, const WmExtras *extras)
{
  if (extras == NULL || extras->attrs == NULL)
    return;
  for (guint i = 0; i < extras->attrs->len; i++)
    {
      WmForeignAttr *attr = g_ptr_array_index (extras->attrs, i);
      xmlNs *ns;
      if (attr->name == NULL)
        {
          xmlNewNs (el, BAD_CAST attr->href, BAD_CAST attr->prefix);
          continue;
        }
      ns = xmlSearchNsByHref (el->doc, el, BAD_CAST attr->href);
      if (ns == NULL)
        ns = xmlNewNs (el, BAD_CAST attr->href, BAD_CAST (attr->prefix ? attr->prefix : "ns"));
      xmlSetNsProp (el, ns, BAD_CAST attr->name, BAD_CAST attr->value);
    }
}

static xmlNode *
copy_in (xmlDoc *doc, xmlNode *node)
{
  return xmlDocCopyNode (node, doc, 1);
}

static void
put_before (xmlNode *el, const WmExtras *extras)
{
  if (extras == NULL || extras->before == NULL)
    return;
  for (guint i = 0; i < extras->before->len; i++)
    xmlAddPrevSibling (el, copy_in (el->doc, g_ptr_array_index (extras->before, i)));
}

static void
put_inside (xmlNode *el, const WmExtras *extras)
{
  if (extras == NULL || extras->inside == NULL)
    return;
  for (guint i = 0; i < extras->inside->len; i++)
    xmlAddChild (el, copy_in (el->doc, g_ptr_array_index (extras->inside, i)));
}

/* ---- attributes ---------------------------------------------------------------- */

static void
set_str (xmlNode *el, const char *name, const char *value)
{
  if (value != NULL)
    xmlNewProp (el, BAD_CAST name, BAD_CAST value);
}

static void
set_int (xmlNode *el, const char *name, int value)
{
  char buf[32];

  g_snprintf (buf, sizeof buf, "%d", value);
  xmlNewProp (el, BAD_CAST name, BAD_CAST buf);
}

static void
set_nonzero (xmlNode *el, const char *name, int value)
{
  if (value != 0)
    set_int (el, name, value);
}

static void
set_double (xmlNode *el, const char *name, double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (buf, sizeof buf, "%.10g", value);
  xmlNewProp (el, BAD_CAST name, BAD_CAST buf);
}

static void
set_bool (xmlNode *el, const char *name, gboolean value)
{
  set_str (el, name, value ? "true" : "false");
}

static void
set_dir (xmlNode *el, const char *name, WmDirection dir)
{
  if (dir >= 0 && dir < WM_N_DIRS)
    set_str (el, name, wm_direction_to_string (dir));
}

/* ---- elements ------------------------------------------------------------------- */

/* Each element of the model is written as one XML element, whose _private
 * points at the model's line field: wm_variant_learn_lines() finds the
 * line each one is written on and stores it there. Saving itself never
 * writes through it. */
static void
mark (xmlNode *el, const int *line)
{
  el->_private = (gpointer) line;
}

static xmlNode *
add (Saver *s, xmlNode *parent, const char *name)
{
  return xmlNewChild (parent, s->ns, BAD_CAST name, NULL);
}

/* Attributes are added by the caller before finish() so that foreign
 * attributes come last and extras are placed around the element. */
static void
finish (xmlNode *el, const WmExtras *extras)
{
  put_attrs (el, extras);
  put_before (el, extras);
}

static void
close_el (xmlNode *el, const WmExtras *extras)
{
  put_inside (el, extras);
}

/* Where @lang comes in the variant's language order; a language the
 * variant does not declare comes after all of them. */
static guint
language_rank (const Saver *s, const char *lang)
{
  guint rank = 0;

  for (; s->languages != NULL && s->languages[rank] != NULL; rank++)
    if (g_strcmp0 (s->languages[rank], lang) == 0)
      return rank;
  return rank;
}

static void
put_text_entry (Saver *s, xmlNode *parent, const char *name, const WmTextEntry *entry)
{
  xmlNode *el = xmlNewTextChild (parent, s->ns, BAD_CAST name, BAD_CAST entry->text);

  xmlNodeSetLang (el, BAD_CAST entry->lang);
  mark (el, &entry->line);
  finish (el, entry->extras);
}

/* A text's languages are written in the variant's language order, not in
 * the order they were typed in, so that a file (and a diff of two) does not
 * depend on which translation was written first. Undeclared languages
 * follow, as they came. */
static void
put_text (Saver *s, xmlNode *parent, const char *name, const WmText *text)
{
  guint n_ranks = (s->languages ? g_strv_length ((char **) s->languages) : 0) + 1;

  if (text->entries == NULL)
    return;
  for (guint rank = 0; rank < n_ranks; rank++)
    for (guint i = 0; i < text->entries->len; i++)
      {
        const WmTextEntry *entry = g_ptr_array_index (text->entries, i);
        if (language_rank (s, entry->lang) == rank)
          put_text_entry (s, parent, name, entry);
      }
}

static void
put_effect (Saver *s, xmlNode *parent, const char *name, const WmEffect *effect, gboolean is_task)
{
  xmlNode *el = add (s, parent, name);

  mark (el, &effect->line);
  set_str (el, "type", effect->type);
  if (!is_task)
    set_str (el, "scope", wm_scope_to_string (effect->scope));
  for (guint i = 0; i < effect->params->len; i++)
    {
      WmParam *param = g_ptr_array_index (effect->params, i);
      set_str (el, param->name, param->value);
    }
  finish (el, effect->extras);
  close_el (el, effect->extras);
}

static void
put_effects (Saver *s, xmlNode *parent, const char *name, GPtrArray *effects, gboolean is_task)
{
  for (guint i = 0; i < effects->len; i++)
    put_effect (s, parent, name, g_ptr_array_index (effects, i), is_task);
}

static void
put_info (Saver *s, xmlNode *root, const WmInfo *info)
{
  xmlNode *el = add (s, root, "info");
  g_autofree char *languages = g_strjoinv (" ", info->languages);

  mark (el, &info->line);
  set_str (el, "languages", languages);
  finish (el, info->extras);
  put_text (s, el, "title", &info->title);
  put_text (s, el, "description", &info->description);
  for (guint i = 0; i < info->authors->len; i++)
    xmlNewTextChild (el, s->ns, BAD_CAST "author", g_ptr_array_index (info->authors, i));
  close_el (el, info->extras);
}

static void
put_rules (Saver *s, xmlNode *root, const WmVariant *variant)
{
  const WmRules *r = &variant->rules;
  const WmOptions *o = &variant->options;
  const WmPieces *p = &variant->pieces;
  xmlNode *el = add (s, root, "rules");

  mark (el, &r->line);
  set_int (el, "goal", r->goal);
  set_int (el, "higher-goal", r->higher_goal);
  set_int (el, "hand", r->hand);
  set_int (el, "turns", r->turns);
  set_int (el, "min-players", r->min_players);
  set_int (el, "max-players", r->max_players);
  set_int (el, "discovery-gold", r->discovery_gold);
  finish (el, r->extras);
  close_el (el, r->extras);

  el = add (s, root, "options");
  mark (el, &o->line);
  set_bool (el, "no-events", o->no_events);
  set_bool (el, "meaner-highwaymen", o->meaner_highwaymen);
  set_bool (el, "higher-goal", o->higher_goal);
  set_bool (el, "variable-setup", o->variable_setup);
  finish (el, o->extras);
  close_el (el, o->extras);

  el = add (s, root, "pieces");
  mark (el, &p->line);
  set_int (el, "highwaymen", p->highwaymen);
  set_int (el, "intrigue-markers", p->intrigue_markers);
  finish (el, p->extras);
  close_el (el, p->extras);
}

static void
put_catalogue (Saver *s, xmlNode *root, const WmVariant *variant)
{
  for (guint i = 0; i < variant->path_types->len; i++)
    {
      WmPathType *t = g_ptr_array_index (variant->path_types, i);
      xmlNode *el = add (s, root, "path-type");
      mark (el, &t->line);
      set_str (el, "id", t->id);
      set_str (el, "color", t->color);
      set_str (el, "dash", t->dash);
      finish (el, t->extras);
      put_text (s, el, "name", &t->name);
      close_el (el, t->extras);
    }
  for (guint i = 0; i < variant->weapon_types->len; i++)
    {
      WmWeaponType *t = g_ptr_array_index (variant->weapon_types, i);
      xmlNode *el = add (s, root, "weapon-type");
      mark (el, &t->line);
      set_str (el, "id", t->id);
      set_str (el, "color", t->color);
      finish (el, t->extras);
      put_text (s, el, "name", &t->name);
      close_el (el, t->extras);
    }
  for (guint i = 0; i < variant->secret_places->len; i++)
    {
      WmSecretPlace *p = g_ptr_array_index (variant->secret_places, i);
      xmlNode *el = add (s, root, "secret-place");
      mark (el, &p->line);
      set_str (el, "kind", wm_secret_kind_to_string (p->kind));
      set_int (el, "count", p->count);
      finish (el, p->extras);
      put_text (s, el, "name", &p->name);
      close_el (el, p->extras);
    }
  for (guint i = 0; i < variant->towns->len; i++)
    {
      WmTown *t = g_ptr_array_index (variant->towns, i);
      xmlNode *el = add (s, root, "town");
      mark (el, &t->line);
      set_str (el, "id", t->id);
      set_str (el, "color", t->color);
      set_str (el, "shape", t->shape);
      finish (el, t->extras);
      put_text (s, el, "name", &t->name);
      close_el (el, t->extras);
    }
}

static void
put_lake (Saver *s, xmlNode *side_el, const WmLake *lake)
{
  xmlNode *el = add (s, side_el, lake->corner == WM_CORNER_NONE ? "lake" : "corner-lake");

  mark (el, &lake->line);
  if (lake->corner == WM_CORNER_NONE)
    set_str (el, "id", lake->id);
  else
    set_str (el, "corner", wm_corner_to_string (lake->corner));
  finish (el, lake->extras);
  for (guint i = 0; i < lake->shores->len; i++)
    {
      WmShore *shore = g_ptr_array_index (lake->shores, i);
      xmlNode *sel = add (s, el, "shore");
      mark (sel, &shore->line);
      set_str (sel, "space", shore->space);
      set_dir (sel, "dir", shore->dir);
      finish (sel, shore->extras);
      close_el (sel, shore->extras);
    }
  for (guint i = 0; i < lake->islands->len; i++)
    {
      WmShore *island = g_ptr_array_index (lake->islands, i);
      xmlNode *iel = add (s, el, "island");
      mark (iel, &island->line);
      set_str (iel, "space", island->space);
      finish (iel, island->extras);
      close_el (iel, island->extras);
    }
  close_el (el, lake->extras);
}

static void
put_side (Saver *s, xmlNode *region_el, const WmSide *side)
{
  xmlNode *el = add (s, region_el, "side");
  char id[2] = { side->id, 0 };

  mark (el, &side->line);
  set_str (el, "id", id);
  finish (el, side->extras);
  for (guint i = 0; i < side->spaces->len; i++)
    {
      WmSpace *space = g_ptr_array_index (side->spaces, i);
      xmlNode *sel = add (s, el, "space");
      mark (sel, &space->line);
      set_str (sel, "id", space->id);
      set_double (sel, "x", space->x);
      set_double (sel, "y", space->y);
      set_str (sel, "kind", wm_space_kind_to_string (space->kind));
      set_str (sel, "town", space->town);
      set_str (sel, "label", space->label);
      finish (sel, space->extras);
      close_el (sel, space->extras);
    }
  for (guint i = 0; i < side->paths->len; i++)
    {
      WmPath *path = g_ptr_array_index (side->paths, i);
      xmlNode *pel = add (s, el, "path");
      mark (pel, &path->line);
      set_str (pel, "a", path->a);
      set_dir (pel, "a-dir", path->a_dir);
      set_str (pel, "b", path->b);
      set_dir (pel, "b-dir", path->b_dir);
      set_str (pel, "type", path->type);
      finish (pel, path->extras);
      close_el (pel, path->extras);
    }
  for (guint i = 0; i < side->lakes->len; i++)
    put_lake (s, el, g_ptr_array_index (side->lakes, i));
  for (int c = 0; c < WM_N_CORNERS; c++)
    if (side->corner_lakes[c] != NULL)
      put_lake (s, el, side->corner_lakes[c]);
  for (guint i = 0; i < side->ports->len; i++)
    {
      WmPort *port = g_ptr_array_index (side->ports, i);
      xmlNode *pel = add (s, el, "port");
      mark (pel, &port->line);
      set_str (pel, "edge", wm_edge_to_string (port->edge));
      set_double (pel, "at", port->at);
      set_str (pel, "type", port->type);
      set_str (pel, "space", port->space);
      set_dir (pel, "dir", port->dir);
      finish (pel, port->extras);
      close_el (pel, port->extras);
    }
  close_el (el, side->extras);
}

static void
put_regions (Saver *s, xmlNode *root, const WmVariant *variant)
{
  for (guint i = 0; i < variant->regions->len; i++)
    {
      WmRegion *region = g_ptr_array_index (variant->regions, i);
      xmlNode *el = add (s, root, "region");
      mark (el, &region->line);
      set_str (el, "id", region->id);
      set_double (el, "size", region->size);
      set_str (el, "fort-weapon", region->fort_weapon);
      finish (el, region->extras);
      put_text (s, el, "name", &region->name);
      for (int side = 0; side < 2; side++)
        if (region->sides[side] != NULL)
          put_side (s, el, region->sides[side]);
      close_el (el, region->extras);
    }
}

static void
put_board (Saver *s, xmlNode *root, const WmBoard *board)
{
  xmlNode *el = add (s, root, "board");

  mark (el, &board->line);
  set_int (el, "cols", board->cols);
  set_int (el, "rows", board->rows);
  set_str (el, "order", board->order == WM_ORDER_FIXED ? "fixed" : "random");
  set_str (el, "rotation", board->rotation == WM_ORDER_FIXED ? "fixed" : "random");
  set_str (el, "highwayman-region", board->highwayman_region);
  finish (el, board->extras);
  for (guint i = 0; i < board->cells->len; i++)
    {
      WmCell *cell = g_ptr_array_index (board->cells, i);
      xmlNode *cel = add (s, el, "cell");
      mark (cel, &cell->line);
      set_str (cel, "region", cell->region);
      set_int (cel, "rotation", cell->rotation);
      finish (cel, cell->extras);
      close_el (cel, cell->extras);
    }
  close_el (el, board->extras);
}

static void
put_character (Saver *s, xmlNode *root, const WmCharacter *character)
{
  xmlNode *el = add (s, root, "character");

  mark (el, &character->line);
  set_str (el, "id", character->id);
  set_str (el, "color", character->color);
  set_str (el, "start-town", character->start_town);
  set_str (el, "movement-deck", character->movement_deck);
  set_str (el, "personal-quest", character->personal_quest);
  finish (el, character->extras);
  put_text (s, el, "name", &character->name);
  put_text (s, el, "text", &character->text);
  for (guint i = 0; i < character->slots->len; i++)
    {
      WmSlot *slot = g_ptr_array_index (character->slots, i);
      xmlNode *sel = add (s, el, "slot");
      mark (sel, &slot->line);
      g_autofree char *accepts = wm_slot_accepts_to_string (slot->accepts);
      set_str (sel, "accepts", accepts);
      set_bool (sel, "covered", slot->covered);
      finish (sel, slot->extras);
      close_el (sel, slot->extras);
    }
  for (guint i = 0; i < character->weapons->len; i++)
    {
      WmWeaponStep *step = g_ptr_array_index (character->weapons, i);
      xmlNode *wel = add (s, el, "weapon");
      mark (wel, &step->line);
      set_int (wel, "gold", step->gold);
      set_str (wel, "reward", wm_weapon_reward_to_string (step->reward));
      finish (wel, step->extras);
      close_el (wel, step->extras);
    }
  put_effects (s, el, "effect", character->effects, FALSE);
  close_el (el, character->extras);
}

static void
put_card (Saver *s, xmlNode *deck_el, const WmCard *card)
{
  xmlNode *el = add (s, deck_el, "card");

  mark (el, &card->line);
  set_str (el, "id", card->id);
  if (card->bid > 0)
    set_int (el, "bid", card->bid);
  if (card->steps > 0)
    set_int (el, "steps", card->steps);
  if (card->paths != NULL)
    {
      g_autofree char *paths = g_strjoinv (" ", card->paths);
      set_str (el, "paths", paths);
    }
  if (card->arrows != NULL)
    {
      g_autoptr (GString) arrows = g_string_new (NULL);
      for (int i = 0; i < card->n_arrows; i++)
        g_string_append_printf (arrows, "%s%s", i ? " " : "",
                                wm_direction_to_string (card->arrows[i]));
      set_str (el, "arrows", arrows->str);
    }
  set_str (el, "character", card->character);
  finish (el, card->extras);
  put_text (s, el, "name", &card->name);
  put_text (s, el, "text", &card->text);
  for (guint i = 0; i < card->targets->len; i++)
    {
      WmTarget *target = g_ptr_array_index (card->targets, i);
      xmlNode *tel = add (s, el, "target");
      mark (tel, &target->line);
      set_str (tel, "town", target->town);
      finish (tel, target->extras);
      close_el (tel, target->extras);
    }
  put_effects (s, el, "task", card->tasks, TRUE);
  if (card->reward != NULL)
    {
      xmlNode *rel = add (s, el, "reward");
      mark (rel, &card->reward->line);
      set_nonzero (rel, "gold", card->reward->gold);
      set_nonzero (rel, "movement", card->reward->movement);
      set_nonzero (rel, "side-quest", card->reward->side_quest);
      finish (rel, card->reward->extras);
      close_el (rel, card->reward->extras);
    }
  put_effects (s, el, "effect", card->effects, FALSE);
  close_el (el, card->extras);
}

static void
put_deck (Saver *s, xmlNode *root, const WmDeck *deck)
{
  xmlNode *el = add (s, root, "deck");

  mark (el, &deck->line);
  set_str (el, "id", deck->id);
  set_str (el, "kind", wm_deck_kind_to_string (deck->kind));
  set_str (el, "region", deck->region);
  set_str (el, "character", deck->character);
  if (deck->card_width > 0)
    set_double (el, "card-width", deck->card_width);
  if (deck->card_height > 0)
    set_double (el, "card-height", deck->card_height);
  set_nonzero (el, "size", deck->size);
  finish (el, deck->extras);
  put_text (s, el, "name", &deck->name);
  for (guint i = 0; i < deck->cards->len; i++)
    put_card (s, el, g_ptr_array_index (deck->cards, i));
  close_el (el, deck->extras);
}

/* The canonical tree of @variant, its elements marked with their line
 * fields (mark()). */
static xmlDoc *
build_doc (const WmVariant *variant)
{
  Saver s;
  xmlNode *root;

  s.doc = xmlNewDoc (BAD_CAST "1.0");
  s.languages = (const char *const *) variant->info.languages;
  root = xmlNewDocNode (s.doc, NULL, BAD_CAST "variant", NULL);
  xmlDocSetRootElement (s.doc, root);
  s.ns = xmlNewNs (root, BAD_CAST WM_VARIANT_NAMESPACE, NULL);
  xmlSetNs (root, s.ns);
  mark (root, &variant->line);
  set_int (root, "format", WM_VARIANT_FORMAT);
  set_str (root, "id", variant->id);
  finish (root, variant->extras);

  put_info (&s, root, &variant->info);
  put_rules (&s, root, variant);
  put_catalogue (&s, root, variant);
  put_regions (&s, root, variant);
  put_board (&s, root, &variant->board);
  for (guint i = 0; i < variant->characters->len; i++)
    put_character (&s, root, g_ptr_array_index (variant->characters, i));
  for (guint i = 0; i < variant->decks->len; i++)
    put_deck (&s, root, g_ptr_array_index (variant->decks, i));
  for (guint i = 0; i < variant->accepted->len; i++)
    {
      WmAccepted *a = g_ptr_array_index (variant->accepted, i);
      xmlNode *el = add (&s, root, "accepted");
      mark (el, &a->line);
      set_str (el, "check", a->check);
      set_str (el, "subject", a->subject);
      set_str (el, "note", a->note);
      finish (el, a->extras);
      close_el (el, a->extras);
    }
  close_el (root, variant->extras);

  /* Copied foreign elements carry their own namespace declarations; drop the
   * ones the root already makes. */
  xmlDOMWrapReconcileNamespaces (NULL, root, 1 /* XML_DOM_RECONNS_REMOVEREDUND, private in 2.9 */);
  return s.doc;
}

static GBytes *
dump (xmlDoc *doc)
{
  xmlChar *buffer = NULL;
  int size = 0;

  xmlDocDumpFormatMemoryEnc (doc, &buffer, &size, "UTF-8", 1);
  return g_bytes_new_with_free_func (buffer, size, xmlFree, buffer);
}

GBytes *
wm_variant_save_bytes (const WmVariant *variant)
{
  xmlDoc *doc;
  GBytes *bytes;

  g_return_val_if_fail (variant != NULL, NULL);

  doc = build_doc (variant);
  bytes = dump (doc);
  xmlFreeDoc (doc);
  return bytes;
}

/* The canonical bytes, not a file's: the same variant saved anywhere, with
 * any formatting by hand, has the same checksum, and a game log can tell
 * whether it is replayed on the version it was played on. */
char *
wm_variant_checksum (const WmVariant *variant)
{
  g_autoptr (GBytes) bytes = NULL;

  g_return_val_if_fail (variant != NULL, NULL);

  bytes = wm_variant_save_bytes (variant);
  return g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
}

/* Drops from @node's children what does not change a game: the <info>
 * (title, description, authors), the validation warnings a designer
 * <accepted>, and comments, below the root as well. */
static void
drop_outside_design (xmlNode *node, gboolean root)
{
  xmlNode *next;

  for (xmlNode *child = node->children; child != NULL; child = next)
    {
      next = child->next;
      if (child->type == XML_COMMENT_NODE
          || (root && child->type == XML_ELEMENT_NODE
              && (xmlStrEqual (child->name, BAD_CAST "info")
                  || xmlStrEqual (child->name, BAD_CAST "accepted"))))
        {
          xmlUnlinkNode (child);
          xmlFreeNode (child);
        }
      else if (child->type == XML_ELEMENT_NODE)
        drop_outside_design (child, FALSE);
    }
}

/* The canonical form less drop_outside_design()'s: what the games are
 * played on. */
char *
wm_variant_design_checksum (const WmVariant *variant)
{
  g_autoptr (GBytes) bytes = NULL;
  xmlDoc *doc;

  g_return_val_if_fail (variant != NULL, NULL);

  doc = build_doc (variant);
  drop_outside_design (xmlDocGetRootElement (doc), TRUE);
  bytes = dump (doc);
  xmlFreeDoc (doc);
  return g_compute_checksum_for_bytes (G_CHECKSUM_SHA256, bytes);
}

/* ---- line numbers of a saved file ------------------------------------------------ */

/* A walk through the written text that stops at each start tag, counting
 * lines. Well-formed XML without a DTD has a '<' outside comments, CDATA
 * sections and processing instructions only where a tag starts (text and
 * attribute values escape it), so the start tags come in document order:
 * the order of a depth-first walk over the tree's elements. */
typedef struct
{
  const char *p, *end;
  int line;
} Scan;

static void
advance (Scan *scan, const char *to)
{
  for (; scan->p < to; scan->p++)
    scan->line += *scan->p == '\n';
}

/* Skips a construct from @open to @close when it starts here. */
static gboolean
skip_construct (Scan *scan, const char *open, const char *close)
{
  gsize n = strlen (open);
  const char *found;

  if ((gsize) (scan->end - scan->p) < n || memcmp (scan->p, open, n) != 0)
    return FALSE;
  found = g_strstr_len (scan->p + n, scan->end - scan->p - n, close);
  advance (scan, found != NULL ? found + strlen (close) : scan->end);
  return TRUE;
}

/* Moves to the name of the next start tag. */
static gboolean
next_start_tag (Scan *scan)
{
  while (scan->p < scan->end)
    {
      if (*scan->p != '<')
        {
          advance (scan, scan->p + 1);
          continue;
        }
      if (skip_construct (scan, "<!--", "-->") || skip_construct (scan, "<![CDATA[", "]]>")
          || skip_construct (scan, "<?", "?>") || skip_construct (scan, "</", ">")
          || skip_construct (scan, "<!", ">"))
        continue;
      scan->p++;
      return TRUE;
    }
  return FALSE;
}

/* Whether the tag at @scan is @el's: its name, after a prefix if any. */
static gboolean
tag_is (const Scan *scan, const xmlNode *el)
{
  gsize len = strcspn (scan->p, " \t\n/>");
  const char *colon = memchr (scan->p, ':', len);
  const char *name = colon != NULL ? colon + 1 : scan->p;

  return (gsize) (scan->p + len - name) == strlen ((const char *) el->name)
         && memcmp (name, el->name, scan->p + len - name) == 0;
}

typedef struct
{
  int *field;
  int line;
} FoundLine;

static gboolean
find_lines (const xmlNode *el, Scan *scan, GArray *found)
{
  if (!next_start_tag (scan) || !tag_is (scan, el))
    return FALSE;
  if (el->_private != NULL)
    {
      FoundLine f = { el->_private, scan->line };
      g_array_append_val (found, f);
    }
  for (const xmlNode *child = el->children; child != NULL; child = child->next)
    if (child->type == XML_ELEMENT_NODE && !find_lines (child, scan, found))
      return FALSE;
  return TRUE;
}

gboolean
wm_variant_learn_lines (WmVariant *variant, GBytes *saved)
{
  xmlDoc *doc;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GArray) found = g_array_new (FALSE, FALSE, sizeof (FoundLine));
  gsize size;
  Scan scan = { NULL, NULL, 1 };
  gboolean ok;

  g_return_val_if_fail (variant != NULL && saved != NULL, FALSE);

  doc = build_doc (variant);
  bytes = dump (doc);
  /* Only the variant's own canonical bytes tell where its elements are. */
  ok = g_bytes_equal (bytes, saved);
  if (ok)
    {
      scan.p = g_bytes_get_data (bytes, &size);
      scan.end = scan.p + size;
      ok = find_lines (xmlDocGetRootElement (doc), &scan, found);
    }
  xmlFreeDoc (doc);
  /* All or nothing: a walk that lost its way leaves the lines as they were. */
  for (guint i = 0; ok && i < found->len; i++)
    *g_array_index (found, FoundLine, i).field = g_array_index (found, FoundLine, i).line;
  return ok;
}

/* @el's step in a key of wm_variant_element_lines (): its name and what
 * tells it from its siblings of that name, its id (a deck, a card), its
 * kind (a secret place) or its language (a text), then its place among the
 * siblings alike ("card[E22]#0", "effect#1", "name[de]#0"). */
static char *
key_step (const xmlNode *el, GHashTable *seen)
{
  static const char *const names[] = { "id", "kind", "town", "check" };
  xmlChar *tell = xmlGetNsProp (el, BAD_CAST "lang", XML_XML_NAMESPACE);
  g_autofree char *base = NULL;
  guint n;

  for (guint i = 0; tell == NULL && i < G_N_ELEMENTS (names); i++)
    tell = xmlGetProp (el, BAD_CAST names[i]);
  base = g_strdup_printf ("%s[%s]", (const char *) el->name, tell ? (const char *) tell : "");
  xmlFree (tell);
  n = GPOINTER_TO_UINT (g_hash_table_lookup (seen, base));
  g_hash_table_insert (seen, g_strdup (base), GUINT_TO_POINTER (n + 1));
  return g_strdup_printf ("%s#%u", base, n);
}

static void
collect_lines (const xmlNode *el, const char *prefix, GHashTable *lines)
{
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (const xmlNode *child = el->children; child != NULL; child = child->next)
    {
      g_autofree char *step = NULL, *key = NULL;
      if (child->type != XML_ELEMENT_NODE)
        continue;
      step = key_step (child, seen);
      key = g_strconcat (prefix, "/", step, NULL);
      if (child->_private != NULL && *(const int *) child->_private > 0)
        g_hash_table_insert (lines, g_strdup (key),
                             GINT_TO_POINTER (*(const int *) child->_private));
      collect_lines (child, key, lines);
    }
}

GHashTable *
wm_variant_element_lines (const WmVariant *variant)
{
  GHashTable *lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  xmlDoc *doc;

  g_return_val_if_fail (variant != NULL, lines);
  doc = build_doc (variant);
  if (variant->line > 0)
    g_hash_table_insert (lines, g_strdup ("variant"), GINT_TO_POINTER (variant->line));
  collect_lines (xmlDocGetRootElement (doc), "variant", lines);
  xmlFreeDoc (doc);
  return lines;
}

/* ---- atomic writing ------------------------------------------------------------- */

/* The steps of a save that can fail, each said in a sentence of its own:
 * a translation then reads as one sentence, not a step's English name
 * spliced into another. */
typedef enum
{
  STEP_OPEN,
  STEP_WRITE,
  STEP_FSYNC,
  STEP_CLOSE,
  STEP_RENAME
} SaveStep;

static const char *
step_message (SaveStep step)
{
  switch (step)
    {
    case STEP_OPEN:
      /* TRANSLATORS: the file name, then the system's reason. */
      return _("Could not save “%s”: opening it failed: %s");
    case STEP_WRITE:
      return _("Could not save “%s”: writing failed: %s");
    case STEP_FSYNC:
      /* TRANSLATORS: fsync makes the system put the written data on the disk. */
      return _("Could not save “%s”: putting the data on the disk (fsync) failed: %s");
    case STEP_CLOSE:
      return _("Could not save “%s”: closing the file failed: %s");
    case STEP_RENAME:
      /* TRANSLATORS: the new file takes the old one's place in one step. */
      return _("Could not save “%s”: putting the new file in place of the old one failed: %s");
    }
  g_assert_not_reached ();
  return NULL;
}

/* Why a step failed, in a designer's words for the failures a designer
 * meets (a full disk, a read-only stick, a folder not theirs) rather than
 * the system's "No space left on device"; its words for the rarer ones. */
const char *
wm_write_failure_reason (int errsv)
{
  switch (errsv)
    {
    case ENOSPC:
    case EDQUOT:
      return _("the disk is full");
    case EROFS:
      return _("the disk is read-only");
    case EACCES:
    case EPERM:
      return _("permission denied");
    default:
      return g_strerror (errsv);
    }
}

static gboolean
fail (GError **error, const char *path, SaveStep step, int errsv)
{
  g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE, step_message (step), path,
               wm_write_failure_reason (errsv));
  return FALSE;
}

/* The save begins with a new file beside the old one; a folder that
 * refuses it (read-only, full, /proc) is the designer's folder, so the
 * message names it and not the hidden temporary name. */
static gboolean
fail_to_create (GError **error, const char *path, const char *dir, int errsv)
{
  /* "." says nothing to someone who saved "notes.waymark" */
  g_autofree char *folder = g_canonicalize_filename (dir, NULL);

  if (errsv == ENOENT && !g_file_test (dir, G_FILE_TEST_IS_DIR))
    /* TRANSLATORS: the file, then its folder. */
    g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE,
                 _("Could not save “%s”: the folder “%s” does not exist"), path, folder);
  else if (errsv == ENOENT)
    /* The folder is there, and the system says "no such file" for a file
     * it makes no room for: /proc and /sys, whose files are the kernel's. */
    /* TRANSLATORS: the file, then its folder. */
    g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE,
                 _("Could not save “%s”: the system makes no new files in the folder “%s” (as "
                   "in /proc, whose files are the kernel's)"),
                 path, folder);
  else
    /* TRANSLATORS: the file, its folder, then the system's reason. */
    g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE,
                 _("Could not save “%s”: the folder “%s” does not take new files: %s"), path,
                 folder, wm_write_failure_reason (errsv));
  return FALSE;
}

static WmWriteFaultHook fault_hook;
static gpointer fault_hook_data;

void
wm_write_file_set_fault_hook (WmWriteFaultHook hook, gpointer user_data)
{
  fault_hook = hook;
  fault_hook_data = user_data;
}

/* The errno a test wants @step to fail with, or 0. */
static int
injected_fault (const char *step)
{
  return fault_hook != NULL ? fault_hook (step, fault_hook_data) : 0;
}

static gboolean
write_all (int fd, const char *data, gsize size)
{
  if ((errno = injected_fault ("write")) != 0)
    return FALSE;

  while (size > 0)
    {
      ssize_t n = write (fd, data, size);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        return FALSE;
      data += n;
      size -= n;
    }
  return TRUE;
}

/* The file a save must replace: @path itself, or the file its chain of
 * symbolic links ends at, so that renaming the new file into place keeps a
 * designer's link (say, from a shared folder) a link. A loop of links gives
 * @path back, but the writers refuse a loop before they ask
 * (refuse_link_loop()). */
static char *
final_target (const char *path)
{
  char *target = g_strdup (path);

  for (int hops = 0; hops < 40; hops++)
    {
      g_autofree char *link = g_file_read_link (target, NULL);
      g_autofree char *dir = NULL;
      if (link == NULL)
        return target;
      dir = g_path_get_dirname (target);
      g_free (target);
      target = g_path_is_absolute (link) ? g_steal_pointer (&link) : g_build_filename (dir, link, NULL);
    }
  g_free (target);
  return g_strdup (path);
}

/* Give the new file the old one's permissions (and, when allowed, owner):
 * a save must not turn a group-writable design private or vice versa. A
 * new file gets the usual 0666 less the umask, which g_mkstemp_full's
 * mode already applied. */
static void
keep_permissions (int fd, const char *path)
{
  GStatBuf st;

  if (g_stat (path, &st) != 0 || !S_ISREG (st.st_mode))
    return;
  /* Only root may give a file away; the group alone may still be kept.
   * Neither failing is a reason to refuse the save. */
  if (fchown (fd, st.st_uid, st.st_gid) != 0 && fchown (fd, (uid_t) -1, st.st_gid) != 0)
    g_debug ("%s: the saved file keeps the saver's group", path);
  if (fchmod (fd, st.st_mode & 07777) != 0)
    g_debug ("%s: could not keep the permissions: %s", path, g_strerror (errno));
}

/* Whether @target is a device or a pipe (/dev/stdout, a FIFO): those are
 * written into, never replaced, since renaming over one would swap the
 * device for a plain file. */
static gboolean
is_special (const char *path)
{
  GStatBuf st;

  return g_stat (path, &st) == 0 && !S_ISREG (st.st_mode) && !S_ISDIR (st.st_mode);
}

static gboolean
write_into_special (const char *path, const void *data, gsize size, GError **error)
{
  int fd = open (path, O_WRONLY | O_CLOEXEC), errsv;

  if (fd < 0)
    return fail (error, path, STEP_OPEN, errno);
  if (!write_all (fd, data, size))
    {
      errsv = errno ? errno : EIO;
      close (fd);
      return fail (error, path, STEP_WRITE, errsv);
    }
  if (close (fd) != 0)
    return fail (error, path, STEP_CLOSE, errno);
  return TRUE;
}

/* Whether @path is a chain of symbolic links that never ends at a file
 * (l1 → l2 → l1): renaming the new file into place would replace the first
 * link with a plain file, so the save is refused and the links are left as
 * they are. The system says ELOOP for such a chain (and for one longer than
 * its 40 links, which final_target() gives up on too). */
static gboolean
refuse_link_loop (const char *path, GError **error)
{
  GStatBuf st;

  if (g_stat (path, &st) == 0 || errno != ELOOP)
    return FALSE;
  /* TRANSLATORS: the file given as the place to save to is a symbolic
   * link that leads, through others, back to itself. */
  g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE,
               _("Could not save “%s”: the symbolic links loop"), path);
  return TRUE;
}

/* The temporary file a save of @path begins with, beside the file the
 * save replaces: "DIR/.NAME.XXXXXX" (*dir receives DIR). */
static char *
temporary_name (const char *path, char **dir)
{
  g_autofree char *target = final_target (path);
  g_autofree char *base = g_path_get_basename (target);

  *dir = g_path_get_dirname (target);
  return g_strdup_printf ("%s/.%s.XXXXXX", *dir, base);
}

gboolean
wm_write_file_check (const char *path, GError **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *tmp = NULL;
  int fd;

  if (refuse_link_loop (path, error))
    return FALSE;
  if (is_special (path))
    {
      fd = open (path, O_WRONLY | O_CLOEXEC);
      if (fd < 0)
        return fail (error, path, STEP_OPEN, errno);
      close (fd);
      return TRUE;
    }
  tmp = temporary_name (path, &dir);
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return fail_to_create (error, path, dir, errno);
  close (fd);
  g_unlink (tmp);
  return TRUE;
}

gboolean
wm_write_file_atomically (const char *path, const void *data, gsize size, GError **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *tmp = NULL;
  int fd, errsv;

  g_return_val_if_fail (path != NULL, FALSE);

  if (refuse_link_loop (path, error))
    return FALSE;
  /* Asked of @path itself: /dev/stdout is a link the kernel resolves. */
  if (is_special (path))
    return write_into_special (path, data, size, error);
  target = final_target (path);
  tmp = temporary_name (path, &dir);
  if ((errsv = injected_fault ("create")) != 0)
    return fail_to_create (error, path, dir, errsv);
  fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0666);
  if (fd < 0)
    return fail_to_create (error, path, dir, errno);
  keep_permissions (fd, target);

  if (!write_all (fd, data, size))
    {
      errsv = errno ? errno : EIO;
      close (fd);
      g_unlink (tmp);
      return fail (error, path, STEP_WRITE, errsv);
    }
  if ((errsv = injected_fault ("fsync")) != 0 || fsync (fd) != 0)
    {
      errsv = errsv ? errsv : errno;
      close (fd);
      g_unlink (tmp);
      return fail (error, path, STEP_FSYNC, errsv);
    }
  if ((errsv = injected_fault ("close")) != 0)
    close (fd);
  if (errsv != 0 || close (fd) != 0)
    {
      errsv = errsv ? errsv : errno;
      g_unlink (tmp);
      return fail (error, path, STEP_CLOSE, errsv);
    }
  if ((errsv = injected_fault ("rename")) != 0 || g_rename (tmp, target) != 0)
    {
      errsv = errsv ? errsv : errno;
      g_unlink (tmp);
      return fail (error, path, STEP_RENAME, errsv);
    }
  /* Make the rename itself durable. */
  fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd >= 0)
    {
      fsync (fd);
      close (fd);
    }
  return TRUE;
}

gboolean
wm_write_gfile_atomically (GFile *file, const void *data, gsize size, GError **error)
{
  g_autofree char *path = g_file_get_path (file);

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);
      g_set_error (error, WM_IO_ERROR, WM_IO_ERROR_WRITE,
                   _("Could not save “%s”: only local files can be saved"), uri);
      return FALSE;
    }
  return wm_write_file_atomically (path, data, size, error);
}

gboolean
wm_variant_save_path (const WmVariant *variant, const char *path, GError **error)
{
  g_autoptr (GBytes) bytes = wm_variant_save_bytes (variant);
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return wm_write_file_atomically (path, data, size, error);
}
