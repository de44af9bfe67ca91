#!/bin/sh
# Pack the Linux release archive: the app folder, the desktop entry, its icons, install.sh and the install note in
# one folder, as Quadrille-<version>-linux.tar.gz. Used by .github/workflows/release.yml and by .ci/run (which
# unpacks and installs it for a throwaway user).
#   packaging/linux/pack.sh DIST_APP_FOLDER VERSION OUT_DIR
set -eu
[ $# -eq 3 ] || { echo "usage: pack.sh DIST_APP_FOLDER VERSION OUT_DIR" >&2; exit 2; }
src=$1; version=$2; out=$3
here=$(cd "$(dirname "$0")" && pwd)
[ -x "$src/Quadrille" ] || { echo "pack.sh: no Quadrille executable in $src" >&2; exit 2; }
name="Quadrille-$version-linux"
stage=$(mktemp -d)
mkdir -p "$stage/$name" "$out"
cp -R "$src" "$stage/$name/Quadrille"
cp -R "$here/icons" "$stage/$name/icons"
cp "$here/quadrille.desktop" "$here/install.sh" "$here/INSTALL.md" "$stage/$name/"
tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
rm -rf "$stage"
echo "$out/$name.tar.gz"
