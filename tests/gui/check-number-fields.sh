#!/usr/bin/env bash
# Every number field of the application is made by editor/wm-number-field.c,
# so that none changes under a passing mouse wheel, answers Ctrl+Z with its
# own text history or turns an emptied text into its minimum (README, "The
# editor"). A spin button made directly in C fails here, and so does one in
# a .ui file: tame it with wm_number_field_tame () in its widget's init and
# name the file below as tamed.
set -euo pipefail
cd "$1"
found=$(grep -rn --include='*.c' -E 'gtk_spin_button_new' app editor \
          | grep -v '^editor/wm-number-field\.c:' || true)
tamed_ui='^$' # .ui files whose spin buttons are tamed in code: none yet
found+=$(grep -rn --include='*.ui' 'class="GtkSpinButton"' app editor resources \
           | grep -v -E "$tamed_ui" || true)
if [ -n "$found" ]; then
  echo "spin buttons not made with wm_number_field_new ():"
  echo "$found"
  exit 1
fi
