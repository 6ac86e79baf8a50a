#!/bin/sh
# Italian typography, one style throughout (review of 28 November: five
# messages quoted with “ ” where the rest use « », and 22 wrote a straight
# apostrophe, "verso l'estremo", where the rest write ’): no Italian
# translation and no Italian text in the bundled variants may have a
# straight apostrophe between letters or “ ” quotation marks.
# Usage: check-italian-typography.sh SOURCE_ROOT
set -eu
root=$1
status=0

# Bytes 128-255 stand for the accented letters: mawk reads bytes, not
# characters, so a letter may be any byte of a multibyte one.
letter='[A-Za-z\200-\377]'

# Every line of an msgstr (or msgstr[N]) and its continuation lines;
# msgid, comments and obsolete entries are not looked at.
awk -v letter="$letter" '
  /^msgstr/ { in_str = 1 }
  /^(msgid|msgctxt|#)/ || /^$/ { in_str = 0 }
  in_str && ($0 ~ letter "\047" letter || $0 ~ /“|”/) {
    printf "po/it.po:%d: %s\n", NR, $0
    bad = 1
  }
  END { exit bad }' "$root/po/it.po" || status=1

# Elements with xml:lang="it" (names, titles, card texts), up to their
# closing tag when it stands on a later line.
for variant in "$root"/resources/variants/*.waymark; do
  awk -v letter="$letter" -v file="${variant#"$root"/}" '
    /xml:lang="it"/ { in_it = 1 }
    in_it && ($0 ~ letter "\047" letter || $0 ~ /“|”|&apos;|&#39;|&#x27;/) {
      printf "%s:%d: %s\n", file, NR, $0
      bad = 1
    }
    in_it && /<\// { in_it = 0 }
    END { exit bad }' "$variant" || status=1
done

if [ $status -ne 0 ]; then
  echo "Italian texts write ’ for an apostrophe and « » for quotation marks" >&2
fi
exit $status
