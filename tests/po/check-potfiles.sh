#!/usr/bin/env bash
# po/POTFILES.in is sorted, lists only files that exist, and lists every file
# of the project that has translatable strings: C files using _(), N_(),
# C_(), NC_(), g_dngettext() or gettext_noop() (xgettext's own keyword, which
# the render files use for what a print job says in its language: see
# wm_render_gettext), UI files with translatable="yes", and the
# desktop, AppStream and GSettings files. "The project" is what git tracks
# when this is a git checkout (work in progress of others is not yet part of
# it), else every file under the source folders.
set -euo pipefail
root="$1"
cd "$root"
list=po/POTFILES.in
status=0

listed=$(grep -v '^#' "$list" | sed '/^[[:space:]]*$/d')
if ! printf '%s\n' "$listed" | LC_ALL=C sort -c 2>/dev/null; then
  echo "not sorted: $list (LC_ALL=C sort)"; status=1
fi
while read -r f; do
  [ -f "$f" ] || { echo "listed but missing: $f"; status=1; }
done <<< "$listed"

if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  candidates=$(git ls-files -- app editor model resources)
else
  candidates=$(find app editor model resources -type f | sort)
fi
pattern='(^|[^A-Za-z0-9_])(N?_|C_|NC_|gettext_noop) ?\(|g_dngettext|translatable="yes"'
while read -r f; do
  [ -n "$f" ] || continue
  case "$f" in
    *.c|*.ui) grep -qE "$pattern" "$f" || continue ;;
    *.desktop.in|*.metainfo.xml.in|*.gschema.xml) ;;
    *) continue ;;
  esac
  # A here-string, not a pipe: with pipefail, grep -q stopping early would
  # make the writer's SIGPIPE look like "not found".
  grep -qxF "$f" <<< "$listed" || { echo "not in $list: $f"; status=1; }
done <<< "$candidates"

[ $status -eq 0 ] && echo "POTFILES.in: $(printf '%s\n' "$listed" | wc -l) files, sorted and complete"
exit $status
