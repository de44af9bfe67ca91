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
# The Settings button sits at the left of the small row under the five games (1280x720 layout). The window found
# first can be gone by now (a BadWindow error failed one run), so the click is retried on the windows found again.
clicked=""
for _ in $(seq 1 20); do
  for w in $(xdotool search --class QuadrilleCI 2>/dev/null || true); do
    if xdotool mousemove --window "$w" 122 608 click 1 2>/dev/null; then clicked=1; break; fi
  done
  [ -n "$clicked" ] && break
  sleep 0.2
done
[ -n "$clicked" ] || { echo "xclick: no window took the click"; exit 1; }
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
