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
# avoid LANG ENGLISH WORD [UNLESS]: a message that says ENGLISH (a regular
# expression on the msgid) does not translate it with WORD, a word the
# glossary gave up for another (review 24a-6: the print and map-sheet
# messages said Feld, Region and Festung where README's glossary and the
# rest of the app say Wegpunkt, Gebiet and Burg), unless the msgid also
# matches UNLESS (a form's "field" is a Feld).
avoid () { # LANG ENGLISH WORD [UNLESS]
  msgcat --no-wrap "$root/po/$1.po" | awk -v en="$2" -v bad="$3" -v unless="${4:-^$}" -v lang="$1" '
    /^msgid "/ { id = $0; next }
    /^msgid_plural "/ { next }
    /^msgstr(\[[0-9]\])? "/ {
      if (id ~ en && id !~ unless && $0 ~ bad) {
        printf "%s: %s\n  %s\n  says %s, which the glossary replaced\n", lang, id, $0, bad
        bad_found = 1
      }
    }
    END { exit bad_found }' || status=1
}
check de 'parity' 'fair(e|er|en) Anteil'
check de 'on average' 'im Mittel'
# A game is a "Partie" in the German UI: its length "Partiedauer", never
# "Spieldauer" (review i, 9).
check de '[Gg]ame length' 'Partiedauer'
check it 'parity' 'quota equa'
check it 'on average' 'in media'
# whole English words: "regional", "effort" and "whitespace" are none of these
avoid de '(^|[^a-z])[Ss]paces?([^a-z]|$)' 'Feld' '[Ff]ield'
avoid de '(^|[^a-z])[Rr]egions?([^a-z]|$)' 'Region($|[^a])'
avoid de '(^|[^a-z])[Ff]ort(s|\x27s)?([^a-z]|$)' 'Festung'
exit $status
