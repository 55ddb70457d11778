#!/bin/sh
# Card Table on the Linux desktop, for this user only (no root needed).
#
#   ./install-desktop-entry.sh              add Card Table to the applications menu, and put a
#                                           launcher "Card Table.desktop" beside the app that a
#                                           file manager starts with a double-click
#   ./install-desktop-entry.sh --uninstall  take both away again (the icon too)
#
# build_scripts/build_app.py puts this script beside the built program: in dist/cardtable/
# (one folder) or in dist/ (one file, with the icon as cardtable.png). Run it again after
# moving the app. Files written: $XDG_DATA_HOME/applications/cardtable.desktop (default
# ~/.local/share/applications), the icon as $XDG_DATA_HOME/icons/hicolor/512x512/apps/
# cardtable.png, and the launcher beside the app. The game's saves and settings are not touched.
set -eu

here=$(cd "$(dirname "$0")" && pwd -P)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/cardtable.desktop"
icon="$data/icons/hicolor/512x512/apps/cardtable.png"
launcher="$here/Card Table.desktop"

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$entry" "$icon" "$launcher"
    echo "Card Table's desktop entry is removed."
    exit 0
fi
if [ $# -gt 0 ]; then
    echo "usage: $0 [--uninstall]" >&2
    exit 2
fi

program=""
for name in cardtable cardtable-onefile; do
    if [ -f "$here/$name" ] && [ -x "$here/$name" ]; then
        program="$here/$name"
        break
    fi
done
if [ -z "$program" ]; then
    echo "$0: no Card Table program (cardtable or cardtable-onefile) beside this script" >&2
    exit 1
fi
picture=""
for candidate in "$here/_internal/assets/icon/cardtable.png" "$here/cardtable.png"; do
    if [ -f "$candidate" ]; then
        picture=$candidate
        break
    fi
done
if [ -z "$picture" ]; then
    echo "$0: the icon (cardtable.png) is missing beside $program" >&2
    exit 1
fi
case $program in
    *"
"*)
        echo "$0: the app's folder name has a line break; move the app to a plainer folder" >&2
        exit 1
        ;;
    *%*)
        # The spec writes it %%, but GLib (GNOME, Xfce, gio) then looks for a program with
        # "%%" in its path and drops the entry; a lone % would be read as a field code.
        echo "$0: the app's folder name has a %, which menus can't start; move the app to a plainer folder" >&2
        exit 1
        ;;
esac

# The Exec key quotes the program in double quotes; inside them the Desktop Entry
# Specification escapes " ` $ \ with a backslash, and that backslash is itself written \\
# (string escapes are undone first). Other keys (TryExec) only double a \.
exec_quoted=$(printf '%s' "$program" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g')
plain=$(printf '%s' "$program" | sed -e 's/\\/\\\\/g')

write_entry() { # $1: the file to write
    cat >"$1" <<EOF
[Desktop Entry]
Type=Application
Version=1.0
Name=Card Table
GenericName=Card games
Comment=Bid Whist, Coins, Can't Win, Bid Coin and Grand Bid at one table
Exec="$exec_quoted"
TryExec=$plain
Icon=cardtable
Terminal=false
Categories=Game;CardGame;
StartupWMClass=cardtable
StartupNotify=true
EOF
}

mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
cp "$picture" "$icon"
write_entry "$entry"
write_entry "$launcher"
chmod 755 "$launcher"
# GNOME's file manager starts a launcher on a double-click only once it is marked trusted.
if command -v gio >/dev/null 2>&1; then
    gio set "$launcher" metadata::trusted true 2>/dev/null || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$(dirname "$entry")" 2>/dev/null || true
fi
echo "Card Table is in the applications menu (Games), and \"$launcher\" starts it with a double-click."
