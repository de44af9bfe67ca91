#!/usr/bin/env bash
# Autoplay screenshots of every table at two sizes, for comparing a change byte for byte (same seed, same
# frames, a fresh QUADRILLE_HOME each, so the pictures are deterministic):
#   tools/table_shots.sh /tmp/before   (on the old commit)   tools/table_shots.sh /tmp/after   (on the new)
#   for f in /tmp/before/*.png; do cmp -s "$f" "/tmp/after/$(basename "$f")" || echo "differs: $f"; done
set -euo pipefail
out=${1:?usage: tools/table_shots.sh OUTDIR}
mkdir -p "$out"
for scene in quarto set-quarto aces-faces set qu4to qu4to-5p; do
  for size in 1280x720 1920x1080; do
    QUADRILLE_HOME=$(mktemp -d) QUADRILLE_FIRST_RUN=0 python -m game --headless --scene "$scene" --size "$size" \
      --seed 3 --autoplay --frames 400 --screenshot "$out/$scene-$size.png" >/dev/null
  done
done
echo "12 screenshots in $out"
