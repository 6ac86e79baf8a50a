#!/usr/bin/env bash
# Every string of the user interface (editor/, resources/ui, the desktop,
# AppStream and GSettings files) has a German and an Italian translation that
# is neither missing nor fuzzy, and the catalogues compile cleanly.
set -euo pipefail
root="$1"
cd "$root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

ui_files=$(grep -E '^(editor/|resources/)' po/POTFILES.in)
# shellcheck disable=SC2086
xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
  --keyword=g_dngettext:2,3 -o "$tmp/ui.pot" $ui_files
total=$(grep -c '^msgid ' "$tmp/ui.pot")
for lang in de it; do
  msgfmt --check -o /dev/null "po/$lang.po"
  msgmerge --quiet --no-fuzzy-matching "po/$lang.po" "$tmp/ui.pot" -o "$tmp/$lang.po"
  missing=$(msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | grep -c '^msgid ' || true)
  fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$tmp/$lang.po" | grep -c '^msgid ' || true)
  # msgattrib prints the header entry too when it prints anything.
  [ "$missing" -gt 0 ] && missing=$((missing - 1))
  [ "$fuzzy" -gt 0 ] && fuzzy=$((fuzzy - 1))
  echo "$lang: $((total - 1)) UI strings, $missing untranslated, $fuzzy fuzzy"
  if [ "$missing" -ne 0 ] || [ "$fuzzy" -ne 0 ]; then
    msgattrib --untranslated --only-fuzzy --no-obsolete "$tmp/$lang.po" | grep '^msgid ' | head -20
    msgattrib --untranslated --no-obsolete "$tmp/$lang.po" | grep '^msgid ' | head -20
    status=1
  fi
done
exit $status
