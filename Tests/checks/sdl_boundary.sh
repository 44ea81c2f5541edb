#!/bin/sh
# The SDL boundary (ARCHITECTURE.md, "How it is built"): only Sources/SwipeSDL may use SDL's C API. Fails, naming
# file and line, when a Swift file elsewhere under Sources/ imports CSDL2, CXWindowGuard, CPangoCairo or CEspeakNG,
# or uses an SDL_, TTF_ or IMG_ name, a Pango, cairo, fontconfig or espeak-ng call, or a swipedeck_ shim function. Comments and string literals do not count
# ("SDL_VIDEODRIVER" as an environment variable's name is fine). The compiler already refuses most
# of this (no target but SwipeSDL depends on CSDL2); this catches a dependency added back by mistake.
#
#   sh Tests/checks/sdl_boundary.sh [SOURCES_DIR]     (default: Sources, from the package root)
set -u
sources=${1:-Sources}
[ -d "$sources" ] || { echo "sdl_boundary: error: no folder $sources" >&2; exit 2; }

found=$(find "$sources" -name '*.swift' ! -path "$sources/SwipeSDL/*" | LC_ALL=C sort | while read -r file; do
    # Drop string literals, then // comments, then match imports and C names in what is left.
    sed -e 's/"\([^"\\]\|\\.\)*"/""/g' -e 's://.*$::' "$file" \
        | grep -nE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)?((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+(CSDL2|CXWindowGuard|CPangoCairo|CEspeakNG)\b|\b(SDL|TTF|IMG|KMOD|SDLK)_[A-Za-z0-9_]+|\b(pango|cairo)_[a-z0-9_]+[[:space:]]*\(|\bespeak_[A-Za-z_]+[[:space:]]*\(|\bFc[A-Z][A-Za-z]+[[:space:]]*\(|\bswipedeck_[a-z0-9_]+[[:space:]]*\(' \
        | sed "s|^|$file:|"
done)

if [ -n "$found" ]; then
    echo "$found"
    echo "sdl_boundary: error: SDL's C API used outside Sources/SwipeSDL (add a Swift API to SwipeSDL instead)" >&2
    exit 1
fi
echo "sdl_boundary: ok (no SDL outside Sources/SwipeSDL)"
