#pragma once

#include <gio/gio.h>

#include "../core/wm-diagnostic.h"
#include "../core/wm-variant.h"

G_BEGIN_DECLS

#define WM_IO_ERROR (wm_io_error_quark ())
GQuark wm_io_error_quark (void);

typedef enum
{
  WM_IO_ERROR_INVALID, /* the file has errors; see the diagnostics */
  WM_IO_ERROR_READ,
  WM_IO_ERROR_WRITE,
} WmIoError;

/* The largest file the loader reads. */
#define WM_LOAD_MAX_BYTES (32 * 1024 * 1024)

/* Loads a variant from @bytes. @file_name is used in diagnostics only.
 * Every problem found goes to @diags (all of them, not just the first).
 * Returns NULL when the file has any error: a model is never half built. */
WmVariant *wm_variant_load_bytes (GBytes *bytes, const char *file_name,
                                  WmDiagnostics *diags);
WmVariant *wm_variant_load_file (GFile *file, WmDiagnostics *diags);
WmVariant *wm_variant_load_path (const char *path, WmDiagnostics *diags);
/* The bundled Treos base game from the GResource. */
WmVariant *wm_variant_load_base (WmDiagnostics *diags);
GBytes *wm_variant_base_bytes (void);

/* The canonical serialisation: fixed element and attribute order, two-space
 * indentation, UTF-8, final newline. */
GBytes *wm_variant_save_bytes (const WmVariant *variant);
/* Writes atomically: temporary file in the same folder, fsync, rename.
 * On failure the old file is untouched and @error says why. */
gboolean wm_variant_save_path (const WmVariant *variant, const char *path, GError **error);
/* The atomic write used by every save, exposed for the editor and tests. */
gboolean wm_write_file_atomically (const char *path, const void *data, gsize size,
                                   GError **error);

G_END_DECLS
