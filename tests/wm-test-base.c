#include "wm-test-base.h"

#include "wm-variant-io.h"

WmVariant *
wm_test_load_base (void)
{
  g_autoptr (WmDiagnostics) diags = wm_diagnostics_new ("base");
  WmVariant *variant = wm_variant_load_base (diags);

  g_assert_nonnull (variant);
  return variant;
}
