#pragma once

#include "../core/wm-diagnostic.h"
#include "../core/wm-variant.h"

G_BEGIN_DECLS

/* The checks a loaded file must pass beyond its structure: unique ids,
 * resolved references, one use per direction of a space, effect and task
 * parameters, languages. Errors here make the load fail. */
void wm_variant_check_references (const WmVariant *variant, WmDiagnostics *diags);

G_END_DECLS
