#!/bin/sh
# Runs SwipeDeck as a kiosk under the cage Wayland compositor from a text console (tty), for trying
# it out before installing dist/swipedeck-kiosk.service. Extra arguments go to swipedeck.
export SDL_VIDEODRIVER=wayland   # otherwise SDL 2.26 goes through XWayland
exec cage -- swipedeck --kiosk "$@"
