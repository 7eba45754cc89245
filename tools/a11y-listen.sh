#!/bin/bash
# a11y-listen.sh OUT.txt [WINDOW-ARGS...] < KEYS
#
# Runs the game window under Xvfb with the desktop's accessibility bus (AT-SPI) on and a
# listener that writes down what a screen reader would hear: every announcement of a
# live region and every focus change with the focused object's name (tools/a11y-listen.py).
# Keys come on stdin, one per line: "key K" (xdotool key names), "type TEXT", "sleep S",
# and "tree": the whole accessibility tree into OUT.tree.txt (tools/a11y-tree.py).
# With SPEAK=1, espeak-ng also reads the announcements into OUT.wav.
#
#   printf 'key space\nsleep 3\nkey r\nsleep 1\n' | tools/a11y-listen.sh /tmp/heard.txt --advance 30
#
# Needs: xvfb xdotool dbus-x11 at-spi2-core python3-pyatspi (Debian's /usr/bin/python3),
# and espeak-ng for SPEAK=1. Runs on its own display and session bus; online play stays on
# loopback (DHAYAM_ONLINE=loopback).
set -u
OUT=${1:?OUT.txt missing}; shift
HERE=$(cd "$(dirname "$0")" && pwd)
APP=${APP:-$HERE/../target/debug/dhayam}
for n in $(seq 120 160); do [[ -e /tmp/.X11-unix/X$n || -e /tmp/.X$n-lock ]] || break; done
Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xp=$!
sleep 1
export DISPLAY=:$n
eval "$(dbus-launch --sh-syntax)"
# Tell every toolkit that a screen reader runs: AccessKit builds its tree only then.
for prop in IsEnabled ScreenReaderEnabled; do
  gdbus call --session --dest org.a11y.Bus --object-path /org/a11y/bus \
    --method org.freedesktop.DBus.Properties.Set org.a11y.Status "$prop" '<true>' >/dev/null
done
/usr/bin/python3 "$HERE/a11y-listen.py" "$OUT" &
lp=$!
sleep 1
home=$(mktemp -d)
mkdir -p "$home/cfg/dhayam" "$home/data"
printf '[window]\nlanguage = "%s"\n' "${LANGUAGE_TAG:-en}" > "$home/cfg/dhayam/settings.toml"
XDG_CONFIG_HOME=$home/cfg XDG_DATA_HOME=$home/data DHAYAM_ONLINE=loopback "$APP" "$@" >"$home/app.log" 2>&1 &
ap=$!
wid=$(timeout 60 xdotool search --sync --onlyvisible --pid $ap | head -1)
sleep 3
while read -r cmd arg; do
  case $cmd in
    key) xdotool windowfocus "$wid" 2>/dev/null; xdotool key "$arg"; sleep 0.6 ;;
    type) xdotool windowfocus "$wid" 2>/dev/null; xdotool type "$arg"; sleep 0.6 ;;
    sleep) sleep "$arg" ;;
    tree) /usr/bin/python3 "$HERE/a11y-tree.py" > "${OUT%.txt}.tree.txt" ;;
  esac
done
sleep 1
kill $ap $lp 2>/dev/null
kill "$DBUS_SESSION_BUS_PID" 2>/dev/null
kill $xp 2>/dev/null
rm -rf "$home"
if [[ ${SPEAK:-0} == 1 ]] && command -v espeak-ng >/dev/null; then
  grep ' said ' "$OUT" | cut -c15- | espeak-ng -w "${OUT%.txt}.wav" 2>/dev/null
fi
echo "a11y-listen: $(grep -c ' said ' "$OUT") announcements, $(grep -c ' focus ' "$OUT") focus changes in $OUT" >&2
