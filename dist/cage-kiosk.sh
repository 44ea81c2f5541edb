#!/bin/sh
# Runs SwipeDeck as a kiosk under the cage Wayland compositor and exits with SwipeDeck's own status.
#   cage-kiosk [SWIPEDECK ARGUMENTS...]      e.g. cage-kiosk --config /etc/swipedeck/kiosk.conf
# Installed as PREFIX/lib/swipedeck/cage-kiosk; dist/swipedeck-kiosk.service starts it on tty1.
# cage 0.1.4 (Debian 12) exits 0 whatever its application did, so systemd could not tell the unlock
# chord (exit 0: stay stopped) from a crash (restart with --resume). The status goes through a file.
# SWIPEDECK: the binary (default: PREFIX/bin/swipedeck beside this script, else swipedeck on PATH).
# CAGE: the compositor command (default: cage).
# SWIPEDECK_ROTATION: 0 (default), 90, 180 or 270: the picture turned that far clockwise, for a panel
# mounted on its side (each cage -r turns it a quarter turn counter-clockwise: seen in make
# appliance-test); the unit reads it from /etc/swipedeck/kiosk.env,
# as does the touchscreen's udev rule (touch-rotation), since cage 0.1.4 does not turn touch with it.
here=$(dirname "$0")
swipedeck=${SWIPEDECK:-$here/../../bin/swipedeck}
[ -x "$swipedeck" ] || swipedeck=swipedeck
export SDL_VIDEODRIVER="${SDL_VIDEODRIVER:-wayland}"   # otherwise SDL 2.26 goes through XWayland
case ${SWIPEDECK_ROTATION:-0} in
    0) rotation= ;;
    90) rotation="-r -r -r" ;;
    180) rotation="-r -r" ;;
    270) rotation="-r" ;;
    *) rotation=
       echo "swipedeck: warning: SWIPEDECK_ROTATION=$SWIPEDECK_ROTATION is not 0, 90, 180 or 270; the picture is not turned" >&2 ;;
esac
# cage's own arrow: where the seat has a pointer device (a mouse, a touch controller's mouse interface,
# QEMU's tablet) cage 0.1.4 shows its default cursor and moves it to the first finger of each touch
# without giving the app the pointer's focus, so the app's hidden cursor never applies and visitors saw
# an arrow where they touched (make appliance-test). cage gets an invisible arrow: it loads the theme
# named "default" (not XCURSOR_THEME) from XCURSOR_PATH, here PREFIX/share/swipedeck/cursors/default;
# the app does not get the variable, so a real mouse shows its own cursor.
cursors=$here/../../share/swipedeck/cursors
if [ -f "$cursors/default/cursors/left_ptr" ]; then
    cage_cursor="XCURSOR_PATH=$cursors"
else
    cage_cursor=
fi
status_file=$(mktemp "${TMPDIR:-/tmp}/swipedeck-status.XXXXXX") || exit 1
trap 'rm -f "$status_file"' EXIT
# SIGTERM, SIGINT and SIGHUP reach the whole group (systemctl stop, Ctrl+C on the tty): SwipeDeck syncs
# its log and exits 0, cage ends, and this script exits with SwipeDeck's status once cage has ended.
# (stopping: cage's status is then that of its abort, not of a renderer that failed.)
stopping=
trap 'stopping=1' TERM INT
trap ':' HUP
# -d: cage draws no client-side decorations. Without it a window that is not fullscreen stays black under
# cage 0.1.4 with SDL 2.26 natively on Wayland (SDL drops its toplevel after the decoration negotiation);
# the kiosk is fullscreen, but it must never depend on that (a display change, a refused fullscreen).
# run_cage: cage runs SwipeDeck, whose status lands in the status file; cage's own status is cage_status.
run_cage() {
    # shellcheck disable=SC2086 # $rotation is zero to three separate -r; $cage_cursor an assignment
    env $cage_cursor ${CAGE:-cage} -d $rotation -- env -u XCURSOR_PATH \
        sh -c 'trap : TERM INT HUP; "$@"; echo $? > "$0"' "$status_file" "$swipedeck" --kiosk "$@"
    cage_status=$?
    # cage 0.1.4 aborts on SIGTERM (status 134) while SwipeDeck is still syncing its log: give it 3 s.
    waited=0
    # (The shell that runs SwipeDeck inside cage has the status file's name in its command line.)
    while [ ! -s "$status_file" ] && [ $waited -lt 30 ] && pgrep -f "$status_file" > /dev/null 2>&1; do
        sleep 0.1
        waited=$((waited + 1))
    done
}
run_cage "$@"
# cage's GL renderer crashes where the GPU's driver is missing or unfit (on QEMU's virtio-gpu: "DRI2:
# failed to create screen", a segfault in kms_swrast_dri.so; make appliance-test), mostly before it
# starts its client, sometimes just after (the app then fails to reach the display: seen on a restart).
# Then it is started once more with wlroots' software renderer, unless the operator chose a renderer
# (WLR_RENDERER in the unit's environment) or the kiosk is being stopped.
app_status=$(cat "$status_file" 2>/dev/null)
retry=
if [ -z "$stopping" ] && [ -z "${WLR_RENDERER:-}" ] && [ "$cage_status" -ne 0 ]; then
    if [ -z "$app_status" ]; then
        retry="cage ended (status $cage_status) before swipedeck ran"
    elif [ "$cage_status" -gt 128 ] && [ "$app_status" -ne 0 ]; then
        retry="cage crashed (status $cage_status) and swipedeck ended with status $app_status"
    fi
fi
if [ -n "$retry" ]; then
    echo "swipedeck: warning: $retry; trying WLR_RENDERER=pixman" >&2
    : > "$status_file"
    export WLR_RENDERER=pixman
    run_cage "$@"
fi
status=$(cat "$status_file" 2>/dev/null)
if [ -z "$status" ]; then
    # SwipeDeck never wrote a status: cage failed to start, or died (its display lost) first.
    echo "swipedeck: error: cage ended (status $cage_status) before swipedeck did" >&2
    [ "$cage_status" -ne 0 ] && exit "$cage_status"
    exit 1
fi
exit "$status"
