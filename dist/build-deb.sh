#!/bin/sh
# Builds swipedeck_VERSION_amd64.deb with dpkg-deb from a staged `make install PREFIX=/usr`
# (binary, assets, .desktop file, icon, man page, completions) plus the kiosk unit, the example
# config, the touchscreen's udev rule, the logrotate file, copyright and changelog. Called by `make deb`:
#   dist/build-deb.sh STAGE VERSION OUTPUT.deb
set -eu
stage=$1 version=$2 output=$3
doc="$stage/usr/share/doc/swipedeck"

# The kiosk unit runs the packaged launcher (PREFIX /usr).
sed 's|/usr/local/|/usr/|g' dist/swipedeck-kiosk.service > unit.tmp
install -Dm644 unit.tmp "$stage/usr/lib/systemd/system/swipedeck-kiosk.service"
rm -f unit.tmp
sed 's|/usr/local/|/usr/|g' dist/swipedeck-sync.service > unit.tmp
install -Dm644 unit.tmp "$stage/usr/lib/systemd/system/swipedeck-sync.service"
rm -f unit.tmp
# A kiosk panel on its side: touchscreens turn with the picture (SWIPEDECK_ROTATION in /etc/swipedeck/kiosk.env).
sed 's|/usr/local/|/usr/|g' dist/70-swipedeck-touch-rotation.rules > rules.tmp
install -Dm644 rules.tmp "$stage/lib/udev/rules.d/70-swipedeck-touch-rotation.rules"
rm -f rules.tmp
install -Dm644 dist/logrotate.swipedeck "$stage/etc/logrotate.d/swipedeck"
install -Dm644 dist/kiosk.conf "$doc/examples/kiosk.conf"
install -Dm644 dist/fleet-roles.sql "$doc/examples/fleet-roles.sql"

# No symbols in the packaged binary (lintian: unstripped-binary-or-object); a sourced completion needs no #!.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/swipedeck" \
    "$stage/usr/lib/swipedeck/swipedeck-fleet"
sed -i '1{/^#!/d}' "$stage/usr/share/bash-completion/completions/swipedeck"

# Debian wants compressed manuals and changelogs (gzip -n: no time stamp, the same bytes every build).
gzip -9nf "$stage/usr/share/man/man1/swipedeck.1"
printf 'swipedeck (%s) unstable; urgency=medium\n\n  * Packaged with make deb.\n\n -- SwipeDeck maintainers <swipedeck@example.org>  %s\n' \
    "$version" "$(date -R -u -d @"${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")" > "$doc/changelog"
gzip -9nf "$doc/changelog"   # a native package (no Debian revision): changelog.gz
{
    echo "SwipeDeck $version, packaged by make deb."
    echo
    echo "The bundled third-party assets and their licences:"
    echo
    cat Assets/LICENSES.md
} > "$doc/copyright"
chmod 644 "$doc/copyright"
# The assets' licence notice is in copyright; the copy beside the assets stays (the app shows nothing from it).

mkdir -p "$stage/DEBIAN"
echo /etc/logrotate.d/swipedeck > "$stage/DEBIAN/conffiles"
size=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: swipedeck
Version: $version
Architecture: amd64
Maintainer: SwipeDeck maintainers <swipedeck@example.org>
Installed-Size: $size
Depends: libc6 (>= 2.36), libgcc-s1, libstdc++6, libx11-6, libsdl2-2.0-0 (>= 2.0.20), libsdl2-image-2.0-0, libpangocairo-1.0-0, libpangoft2-1.0-0, libpango-1.0-0, libcairo2, libfontconfig1, libglib2.0-0, libespeak-ng1, procps
Recommends: fonts-dejavu-core, fonts-noto-color-emoji, cage, xwayland, polkitd
Suggests: logrotate, fonts-noto-core, fonts-noto-cjk
Section: graphics
Priority: optional
Description: stack of cards swiped right to like, left to skip
 SwipeDeck shows a deck of pictures or a deck.json manifest as a stack of
 cards that are swiped away with a mouse or a finger, writing every decision
 to a JSON-lines log. It has a kiosk mode for public touchscreens (with a
 systemd unit for the cage compositor), hot reload of the deck, record and
 replay of input, and reports over the logs of many machines.
CONTROL
find "$stage" -type d -exec chmod 755 {} +
dpkg-deb --root-owner-group -Zxz --build "$stage" "$output"
