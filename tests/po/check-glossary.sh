#!/bin/sh
# The simulation's words, one set in each language (review of 28 November:
# the app said "Chancengleichheit" and "im Schnitt" where the command line
# said "fairer Anteil" and "im Mittel"): every message that says "parity"
# or "on average" says it with the glossary's word.
# Usage: check-glossary.sh SOURCE_ROOT
set -eu
root=$1
status=0
check () { # LANG ENGLISH PATTERN
  msgcat --no-wrap "$root/po/$1.po" | awk -v en="$2" -v want="$3" -v lang="$1" '
    /^msgid "/ { id = $0; next }
    /^msgid_plural "/ { next }
    /^msgstr(\[[0-9]\])? "/ {
      if (id ~ en && $0 != "msgstr \"\"" && $0 !~ want) {
        printf "%s: %s\n  %s\n  wants %s\n", lang, id, $0, want
        bad = 1
      }
    }
    END { exit bad }' || status=1
}
check de 'parity' 'fair(e|er|en) Anteil'
check de 'on average' 'im Mittel'
check it 'parity' 'quota equa'
check it 'on average' 'in media'
exit $status
