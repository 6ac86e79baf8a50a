#!/usr/bin/env bash
# `gapplication action io.github.waymark.Waymark new-from-template "'small'"`
# with Waymark not running: the session bus starts it through its service
# file (installed in $datadir/dbus-1/services, here pointed at the build)
# and the action opens the new variant's window. Without the service file
# the bus answers that no .service file provides the name.
# Usage: check-dbus-activation.sh WAYMARK SERVICE_FILE (under xvfb-run).
set -euo pipefail
app_id=io.github.waymark.Waymark
path=/io/github/waymark/Waymark

if [ "${1:-}" != --inside ]; then
  data=$(mktemp -d)
  trap 'rm -rf "$data"' EXIT
  mkdir -p "$data/dbus-1/services"
  sed "s|^Exec=.*/waymark |Exec=$1 |" "$2" > "$data/dbus-1/services/$app_id.service"
  grep -q "^Exec=$1 --gapplication-service\$" "$data/dbus-1/services/$app_id.service"
  # The session bus reads its service folders from XDG_DATA_HOME when it
  # starts; the app keeps its recovery files there too.
  XDG_DATA_HOME=$data dbus-run-session -- "$0" --inside
  exit
fi

# Polls (up to 60 s on a loaded machine) until "$@" succeeds.
wait_for () {
  for _ in $(seq 600); do
    if "$@" > /dev/null 2>&1; then return 0; fi
    sleep 0.1
  done
  echo "gave up waiting for: $*"
  return 1
}

name_gone () {
  gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
    --method org.freedesktop.DBus.NameHasOwner "$app_id" | grep -q false
}

gapplication action "$app_id" new-from-template "'small'"
# The window's actions are exported beside the application's once it is open.
wait_for gdbus call --session --dest "$app_id" --object-path "$path/window/1" \
  --method org.gtk.Actions.List
# Quit closes the new variant's window, nothing in it to save, and Waymark ends.
gapplication action "$app_id" quit
wait_for name_gone
