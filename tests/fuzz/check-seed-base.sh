#!/bin/sh
# The variant-load corpus holds the base game as one of its seeds
# (corpus/variant-load/seed-base): a copy of the bundled
# resources/variants/treos-base.waymark, so that fuzzing starts from the file
# designers actually open. A change to the base game is copied there too
# (the copy had fallen 16 lines behind: old weapon tracks and an old text
# of the ambush). Older files stay covered by the minimized inputs.
# Usage: check-seed-base.sh SOURCE_ROOT
set -eu
root=$1
base=$root/resources/variants/treos-base.waymark
seed=$root/tests/fuzz/corpus/variant-load/seed-base

if cmp -s "$base" "$seed"; then
  exit 0
fi
echo "tests/fuzz/corpus/variant-load/seed-base is not the bundled base game:" >&2
echo "copy resources/variants/treos-base.waymark over it. Lines that differ:" >&2
diff "$base" "$seed" | head -40 >&2 || true
exit 1
