#!/bin/sh
# Install Quadrille for the current user: the app folder, a "quadrille" command, the menu entry and its icons.
# Run from the unpacked release archive: ./install.sh   (remove it again: ./install.sh --uninstall)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
app="$data/quadrille/app"
bin="$HOME/.local/bin"
if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$data/quadrille" "$bin/quadrille" "$data/applications/quadrille.desktop"
  for size in 48 128 256; do rm -f "$data/icons/hicolor/${size}x${size}/apps/quadrille.png"; done
  echo "Quadrille removed (your saves and settings stay in ~/.local/share/Quadrille and ~/.config/Quadrille)."
  exit 0
fi
[ -x "$here/Quadrille/Quadrille" ] || { echo "install.sh: no Quadrille/Quadrille next to this script" >&2; exit 1; }
mkdir -p "$data/quadrille" "$bin" "$data/applications"
rm -rf "$app"
cp -R "$here/Quadrille" "$app"
ln -sf "$app/Quadrille" "$bin/quadrille"
for size in 48 128 256; do
  mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
  cp "$here/icons/$size.png" "$data/icons/hicolor/${size}x${size}/apps/quadrille.png"
done
# the menu entry starts the installed executable by its full path (~/.local/bin is not on every menu's PATH)
sed "s|^Exec=.*|Exec=\"$app/Quadrille\"|" "$here/quadrille.desktop" >"$data/applications/quadrille.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
echo "Quadrille $("$app/Quadrille" --version 2>/dev/null | sed 's/^Quadrille //') installed: find it in your menu, or run quadrille."
