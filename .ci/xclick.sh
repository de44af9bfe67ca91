#!/usr/bin/env bash
# Start the app in a real X window (under Xvfb), click the menu's "Settings" button with xdotool and check,
# from the app's log, that the click opened the settings screen. Usage: .ci/xclick.sh COMMAND...
set -euo pipefail
home=$(mktemp -d)
export QUADRILLE_HOME="$home"
export SDL_AUDIODRIVER=dummy
export SDL_VIDEO_X11_WMCLASS=QuadrilleCI
"$@" --size 1280x720 --frames 100000 &
pid=$!
trap 'kill $pid 2>/dev/null || true; rm -rf "$home"' EXIT
wid=""
for _ in $(seq 1 100); do
  wid=$(xdotool search --class QuadrilleCI 2>/dev/null | head -n1 || true)
  [ -n "$wid" ] && break
  sleep 0.1
done
[ -n "$wid" ] || { echo "xclick: no Quadrille window appeared"; exit 1; }
sleep 1
# The Settings button sits at the left of the small row under the five games (1280x720 layout).
xdotool mousemove --window "$wid" 122 608 click 1
for _ in $(seq 1 50); do
  if grep -q "scene: push settings" "$home/data/quadrille.log" 2>/dev/null; then
    echo "xclick: clicking Settings opened the settings screen"
    kill $pid; wait $pid 2>/dev/null || true
    exit 0
  fi
  sleep 0.1
done
echo "xclick: the click had no effect; log:"; cat "$home/data/quadrille.log" || true
exit 1
