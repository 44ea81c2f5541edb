#!/bin/sh
# udev's helper for a kiosk panel mounted on its side (IMPORT{program} in 70-swipedeck-touch-rotation.rules,
# run for each touchscreen as it is added or changed): prints the libinput calibration matrix that turns
# the touchscreen with the picture, for SWIPEDECK_ROTATION in the kiosk's environment file. cage 0.1.4
# turns its output (-r) but not touch (cage#243): without it a finger lands where the unturned picture
# would be. Prints nothing for 0, no setting or no file, and when the device has a matrix of its own
# (hwdb, an operator's rule), which it keeps.
#   touch-rotation [ENVIRONMENT FILE]   (default /etc/swipedeck/kiosk.env)
# Installed as PREFIX/lib/swipedeck/touch-rotation.
file=${1:-/etc/swipedeck/kiosk.env}
[ -n "${LIBINPUT_CALIBRATION_MATRIX:-}" ] && exit 0
[ -r "$file" ] || exit 0
# The last SWIPEDECK_ROTATION= line, as systemd's EnvironmentFile= reads it (quotes allowed).
rotation=$(sed -n "s/^[[:space:]]*SWIPEDECK_ROTATION=[\"']\{0,1\}\([0-9]*\)[\"']\{0,1\}[[:space:]]*$/\1/p" "$file" | tail -n 1)
# libinput maps a touch at (x, y), each 0-1 across the panel, to (a x + b y + c, d x + e y + f) of the
# picture (matrix "a b c d e f"); the picture turned 90° clockwise shows its top along the panel's right edge.
case $rotation in
    90) echo 'LIBINPUT_CALIBRATION_MATRIX="0 1 0 -1 0 1"' ;;
    180) echo 'LIBINPUT_CALIBRATION_MATRIX="-1 0 1 0 -1 1"' ;;
    270) echo 'LIBINPUT_CALIBRATION_MATRIX="0 -1 1 1 0 0"' ;;
esac
exit 0
