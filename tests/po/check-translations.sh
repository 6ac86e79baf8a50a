#!/usr/bin/env bash
# Every translatable string of the project has a German and an Italian
# translation that is neither missing nor fuzzy, the catalogues compile
# cleanly, and they hold no entry that no source uses any more (a message
# reworded leaves its old entry behind, which translators would keep
# translating for nothing). Two counts per language: the user interface (editor/, resources/ui,
# the desktop, AppStream and GSettings files) and every file of
# po/POTFILES.in, which adds the model's messages (loader, validator, rules
# engine: the editor's Validation page shows them) and the command line's.
set -euo pipefail
root="$1"
cd "$root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0

# The keywords of po/meson.build's glib preset that the sources use.
extract () {
  local out="$1"; shift
  xgettext --from-code=UTF-8 --keyword=_ --keyword=N_ --keyword=C_:1c,2 --keyword=NC_:1c,2 \
    --keyword=g_dngettext:2,3 --keyword=words_n:2,3 -o "$out" "$@"
}

# check LANG POT LABEL: prints "LANG: N LABEL, M untranslated, F fuzzy".
check () {
  local lang="$1" pot="$2" label="$3" total missing fuzzy merged
  merged="$tmp/$lang-$(basename "$pot")"
  total=$(grep -c '^msgid ' "$pot")
  msgmerge --quiet --no-fuzzy-matching "po/$lang.po" "$pot" -o "$merged"
  missing=$(msgattrib --untranslated --no-obsolete "$merged" | grep -c '^msgid ' || true)
  fuzzy=$(msgattrib --only-fuzzy --no-obsolete "$merged" | grep -c '^msgid ' || true)
  # msgattrib prints the header entry too when it prints anything.
  [ "$missing" -gt 0 ] && missing=$((missing - 1))
  [ "$fuzzy" -gt 0 ] && fuzzy=$((fuzzy - 1))
  echo "$lang: $((total - 1)) $label, $missing untranslated, $fuzzy fuzzy"
  if [ "$missing" -ne 0 ] || [ "$fuzzy" -ne 0 ]; then
    # --no-wrap: one line per message; || true: an empty list is no error.
    msgattrib --no-wrap --only-fuzzy --no-obsolete "$merged" | grep '^msgid "[^"]' | head -20 || true
    msgattrib --no-wrap --untranslated --no-obsolete "$merged" | grep '^msgid "[^"]' | head -20 || true
    status=1
  fi
}

# unused LANG POT: fails when po/LANG.po has entries POT (every file of
# po/POTFILES.in) lacks, listing them: delete those entries.
unused () {
  local lang="$1" pot="$2" merged count
  merged="$tmp/$lang-unused.po"
  msgmerge --quiet --no-fuzzy-matching "po/$lang.po" "$pot" -o "$merged"
  count=$(msgattrib --only-obsolete "$merged" | grep -c '^#~ msgid ' || true)
  echo "$lang: $count entries no source uses"
  if [ "$count" -ne 0 ]; then
    msgattrib --no-wrap --only-obsolete "$merged" | grep '^#~ msgid ' | head -20 || true
    status=1
  fi
}

listed=$(grep -v '^#' po/POTFILES.in | sed '/^[[:space:]]*$/d')
# shellcheck disable=SC2046,SC2086
extract "$tmp/ui.pot" $(grep -E '^(editor/|resources/)' <<< "$listed")
# shellcheck disable=SC2086
extract "$tmp/all.pot" $listed
for lang in de it; do
  msgfmt --check -o /dev/null "po/$lang.po"
  check "$lang" "$tmp/ui.pot" "UI strings"
  check "$lang" "$tmp/all.pot" "strings in all of POTFILES.in"
  unused "$lang" "$tmp/all.pot"
done
exit $status
