#!/bin/sh
# The kiosk service's parts without a compositor (make dist-test, run by make test):
# - dist/cage-kiosk.sh exits with SwipeDeck's status, not cage's: 0 after the unlock chord (systemd's
#   Restart=on-failure then leaves it stopped), a crash's status otherwise (restarted); it passes its
#   arguments on after --kiosk, and SIGTERM to the group ends it with SwipeDeck's 0; cage crashing in GL
#   before the app started, or after it with the app failing, is run again with WLR_RENDERER=pixman
#   unless the operator chose a renderer; SWIPEDECK_ROTATION turns cage's output, and touch-rotation (udev's
#   helper) gives touchscreens the matching libinput matrix.
# - dist/swipedeck-kiosk.service passes systemd-analyze verify (its relay and launcher staged where it
#   points), is Type=notify with a watchdog whose main process is `swipedeck notify-relay` (its login
#   session's scope is out of reach of systemd's notifications; the relay passes them on, e2e's
#   hardening_relay), and a NOTIFY_SOCKET a unit gives reaches the app through the launcher and cage.
# A stub cage runs what follows "--" and, like cage, outlives SIGTERM until its client ends; stub swipedecks stand for the app's endings.
set -u
cd "$(dirname "$0")/../.." || exit 2
failed=0
passed=0
check() { # check STATUS WHAT [DETAIL]
    if [ "$1" -eq 0 ]; then echo "PASS $2"; passed=$((passed + 1)); else echo "FAIL $2 ${3:-}"; failed=$((failed + 1)); fi
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The stub cage notes its options (what comes before "--") in cage.options.
printf '#!/bin/sh\ntrap : TERM INT HUP\nwhile [ $# -gt 0 ] && [ "$1" != -- ]; do echo "$1" >> "%s/cage.options"; shift; done\n[ "$1" = -- ] && shift\n"$@"\necho cage-ran >> "%s/cage.out"\nexit 0\n' "$tmp" "$tmp" > "$tmp/cage"
printf '#!/bin/sh\nexit 1\n' > "$tmp/cage-broken"
# cage whose GL renderer crashes before its client starts (virtio-gpu, a missing GPU driver): only pixman works.
printf '#!/bin/sh\necho "${WLR_RENDERER:-gl}" >> "%s/renderers"\n[ "$WLR_RENDERER" = pixman ] || kill -SEGV $$\nexec "%s/cage" "$@"\n' "$tmp" "$tmp" > "$tmp/cage-gl-crash"
# cage whose GL renderer crashes just after it started its client, which then cannot reach the display (a
# restart on virtio-gpu): the client fails (1) under GL and runs (0) under pixman.
printf '#!/bin/sh\necho "${WLR_RENDERER:-gl}" >> "%s/renderers"\n[ "$WLR_RENDERER" = pixman ] && exec "%s/cage" "$@"\n"%s/cage" "$@"\nkill -SEGV $$\n' "$tmp" "$tmp" "$tmp" > "$tmp/cage-gl-crash-late"
printf '#!/bin/sh\n[ "$WLR_RENDERER" = pixman ]\n' > "$tmp/needs-pixman"
# cage 0.1.4 on SIGTERM: aborts at once (134), leaving its client behind.
printf '#!/bin/sh\ntrap "exit 134" TERM\nwhile [ $# -gt 0 ] && [ "$1" != -- ]; do shift; done\n[ "$1" = -- ] && shift\n"$@" &\nwait\nwait\n' > "$tmp/cage-aborts"
printf '#!/bin/sh\necho "$@" > "%s/args"\nexit 0\n' "$tmp" > "$tmp/chord"          # the unlock chord: exit 0
printf '#!/bin/sh\necho "$NOTIFY_SOCKET $WATCHDOG_USEC" > "%s/notify"\n' "$tmp" > "$tmp/notified"   # the app, notifying
printf '#!/bin/sh\nkill -SEGV $$\n' > "$tmp/crash"                                   # a segfault
printf '#!/bin/sh\nexit 2\n' > "$tmp/badconfig"                                      # bad input: exit 2
printf '#!/bin/sh\ntrap "sleep 0.5; exit 0" TERM\necho $$ > "%s/app.pid"\nwhile :; do sleep 0.1; done\n' "$tmp" > "$tmp/runs"
chmod +x "$tmp"/*

launch() { CAGE="$tmp/${CAGE_STUB:-cage}" SWIPEDECK="$tmp/$1" sh dist/cage-kiosk.sh --config /etc/x.conf 2> "$tmp/err"; }

launch chord; status=$?
[ $status -eq 0 ] && [ "$(cat "$tmp/args")" = "--kiosk --config /etc/x.conf" ]
check $? "cage-kiosk: the unlock chord's exit 0 comes out as 0, arguments after --kiosk" "status $status, args $(cat "$tmp/args")"
[ "$(cat "$tmp/cage.options" 2>/dev/null)" = "-d" ]
check $? "cage-kiosk: cage is started with -d (no client-side decorations: a window that is not fullscreen would stay black)" \
    "options: $(cat "$tmp/cage.options" 2>/dev/null)"
NOTIFY_SOCKET=/run/test.sock WATCHDOG_USEC=30000000 launch notified; status=$?
[ $status -eq 0 ] && [ "$(cat "$tmp/notify")" = "/run/test.sock 30000000" ]
check $? "cage-kiosk: systemd's NOTIFY_SOCKET and WATCHDOG_USEC reach the app under cage" "$(cat "$tmp/notify" 2>/dev/null)"
launch crash; status=$?
[ $status -eq 139 ]; check $? "cage-kiosk: a segfault comes out as 139 although cage exits 0 (Restart=on-failure restarts it)" "status $status"
launch badconfig; status=$?
[ $status -eq 2 ]; check $? "cage-kiosk: exit 2 (bad config) comes out as 2" "status $status"
CAGE_STUB=cage-broken launch chord; status=$?
[ $status -eq 1 ] && grep -q "cage ended (status 1) before swipedeck did" "$tmp/err"
check $? "cage-kiosk: cage failing before the app is status 1 with a message" "status $status: $(cat "$tmp/err")"
CAGE_STUB=cage-gl-crash launch crash; status=$?
[ $status -eq 139 ] && [ "$(cat "$tmp/renderers" | tr '\n' ' ')" = "gl pixman " ] && grep -q "trying WLR_RENDERER=pixman" "$tmp/err"
check $? "cage-kiosk: cage crashing in GL before the app is started again with WLR_RENDERER=pixman, the app's status out" \
    "status $status, renderers $(cat "$tmp/renderers" | tr '\n' ' '): $(cat "$tmp/err")"
rm -f "$tmp/renderers"
CAGE_STUB=cage-gl-crash-late launch needs-pixman; status=$?
[ $status -eq 0 ] && [ "$(cat "$tmp/renderers" | tr '\n' ' ')" = "gl pixman " ] \
    && grep -q "cage crashed (status 139) and swipedeck ended with status 1; trying WLR_RENDERER=pixman" "$tmp/err"
check $? "cage-kiosk: cage crashing in GL just after the app started (the app failing) is started again with pixman" \
    "status $status, renderers $(cat "$tmp/renderers" | tr '\n' ' '): $(cat "$tmp/err")"
rm -f "$tmp/renderers"
CAGE_STUB=cage-gl-crash-late launch chord; status=$?
[ $status -eq 0 ] && [ "$(cat "$tmp/renderers")" = gl ]
check $? "cage-kiosk: the app's own 0 (the unlock chord) is not run again when cage crashes after it" \
    "status $status, renderers $(cat "$tmp/renderers" | tr '\n' ' ')"
rm -f "$tmp/renderers"
WLR_RENDERER=gles2 CAGE_STUB=cage-gl-crash launch chord; status=$?
[ $status -eq 139 ] && [ "$(cat "$tmp/renderers")" = gles2 ]
check $? "cage-kiosk: a renderer the operator chose (WLR_RENDERER) is not replaced" "status $status, $(cat "$tmp/renderers")"

# A panel on its side: SWIPEDECK_ROTATION (the unit's /etc/swipedeck/kiosk.env) turns cage's output a
# quarter turn counter-clockwise per -r (90 clockwise: three); anything else is said and not turned.
for turn in "90:-d -r -r -r" "180:-d -r -r" "270:-d -r" "0:-d"; do
    rm -f "$tmp/cage.options"
    SWIPEDECK_ROTATION=${turn%%:*} launch chord; status=$?
    [ $status -eq 0 ] && [ "$(tr '\n' ' ' < "$tmp/cage.options")" = "${turn#*:} " ] && [ ! -s "$tmp/err" ]
    check $? "cage-kiosk: SWIPEDECK_ROTATION=${turn%%:*} starts cage with ${turn#*:}" \
        "status $status, options $(tr '\n' ' ' < "$tmp/cage.options"): $(cat "$tmp/err")"
done
rm -f "$tmp/cage.options"
SWIPEDECK_ROTATION=sideways launch chord; status=$?
[ $status -eq 0 ] && [ "$(cat "$tmp/cage.options")" = "-d" ] \
    && grep -q "SWIPEDECK_ROTATION=sideways is not 0, 90, 180 or 270; the picture is not turned" "$tmp/err"
check $? "cage-kiosk: SWIPEDECK_ROTATION=sideways is said on stderr and the picture not turned" \
    "status $status, options $(cat "$tmp/cage.options"): $(cat "$tmp/err")"
# cage's own arrow: installed, the launcher gives cage the blank "default" cursor theme, the app not.
mkdir -p "$tmp/stage/lib/swipedeck" "$tmp/stage/share/swipedeck/cursors"
cp dist/cage-kiosk.sh "$tmp/stage/lib/swipedeck/cage-kiosk"
cp -R dist/cursors/default "$tmp/stage/share/swipedeck/cursors/"
printf '#!/bin/sh\necho "cage ${XCURSOR_PATH:-none}" > "%s/cursor"\nwhile [ "$1" != -- ]; do shift; done\nshift\n"$@"\n' "$tmp" > "$tmp/cage-cursor"
printf '#!/bin/sh\necho "app ${XCURSOR_PATH:-none}" >> "%s/cursor"\n' "$tmp" > "$tmp/app-cursor"
chmod +x "$tmp/cage-cursor" "$tmp/app-cursor"
CAGE="$tmp/cage-cursor" SWIPEDECK="$tmp/app-cursor" sh "$tmp/stage/lib/swipedeck/cage-kiosk" 2> "$tmp/err"
[ "$(sed -n 1p "$tmp/cursor")" = "cage $tmp/stage/lib/swipedeck/../../share/swipedeck/cursors" ] \
    && [ "$(sed -n 2p "$tmp/cursor")" = "app none" ] && head -c 4 dist/cursors/default/cursors/left_ptr | grep -q Xcur
check $? "cage-kiosk: cage gets the blank cursor theme (no arrow where a finger touches), the app its own cursors" \
    "$(cat "$tmp/cursor" "$tmp/err")"
# udev's helper gives each touchscreen the matrix of the same turn (cage 0.1.4 does not turn touch).
matrix() { # matrix ENV-FILE-TEXT: what touch-rotation prints for it
    printf '%b' "$1" > "$tmp/kiosk.env"
    sh dist/touch-rotation.sh "$tmp/kiosk.env"
}
[ "$(matrix 'SWIPEDECK_ROTATION=90\n')" = 'LIBINPUT_CALIBRATION_MATRIX="0 1 0 -1 0 1"' ] \
    && [ "$(matrix '# a panel\nSWIPEDECK_ROTATION=90\nSWIPEDECK_ROTATION="180"\n')" = 'LIBINPUT_CALIBRATION_MATRIX="-1 0 1 0 -1 1"' ] \
    && [ "$(matrix " SWIPEDECK_ROTATION='270'\n")" = 'LIBINPUT_CALIBRATION_MATRIX="0 -1 1 1 0 0"' ] \
    && [ -z "$(matrix 'SWIPEDECK_ROTATION=0\n')" ] && [ -z "$(matrix 'SWIPEDECK_ROTATION=45\n')" ] \
    && [ -z "$(matrix 'OTHER=1\n')" ] && [ -z "$(sh dist/touch-rotation.sh "$tmp/no-such-file")" ] \
    && [ -z "$(printf 'SWIPEDECK_ROTATION=90\n' > "$tmp/kiosk.env"; LIBINPUT_CALIBRATION_MATRIX="1 0 0 0 1 0" sh dist/touch-rotation.sh "$tmp/kiosk.env")" ]
check $? "touch-rotation: the matrix of 90, 180 and 270 (the last line wins, quotes allowed); nothing for 0, 45, no setting, no file, or a device's own matrix"
grep -q '^EnvironmentFile=-/etc/swipedeck/kiosk.env$' dist/swipedeck-kiosk.service \
    && grep -q 'ENV{ID_INPUT_TOUCHSCREEN}=="1", IMPORT{program}="/usr/local/lib/swipedeck/touch-rotation"' dist/70-swipedeck-touch-rotation.rules
check $? "the kiosk unit reads /etc/swipedeck/kiosk.env, and the udev rule runs touch-rotation for every touchscreen"

# SIGTERM to the whole process group, as systemctl stop sends it: the app's 0 comes out, with a cage
# that outlives SIGTERM until its client ends and with one that aborts at once (cage 0.1.4).
for stub in cage cage-aborts; do
    rm -f "$tmp/app.pid"
    mkdir -p "$tmp/statusdir"
    TMPDIR="$tmp/statusdir" CAGE="$tmp/$stub" SWIPEDECK="$tmp/runs" setsid sh dist/cage-kiosk.sh > /dev/null 2> "$tmp/err" &
    launcher=$!
    for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do [ -s "$tmp/app.pid" ] && break; sleep 0.1; done
    kill -TERM "-$launcher"
    wait $launcher
    status=$?
    [ $status -eq 0 ] && [ -z "$(ls "$tmp/statusdir")" ]
    check $? "cage-kiosk ($stub): SIGTERM to the group (systemctl stop) ends with the app's 0, no status file left" \
        "status $status: $(cat "$tmp/err")"
done

# systemd-analyze verify, with the launcher staged where the unit points.
if command -v systemd-analyze > /dev/null 2>&1; then
    mkdir -p "$tmp/root/usr/local/lib/swipedeck" "$tmp/root/usr/local/bin"
    cp dist/cage-kiosk.sh "$tmp/root/usr/local/lib/swipedeck/cage-kiosk"
    printf '#!/bin/sh\nexit 0\n' > "$tmp/root/usr/local/bin/swipedeck"
    chmod 755 "$tmp/root/usr/local/bin/swipedeck"
    sed "s|/usr/local/|$tmp/root/usr/local/|g" dist/swipedeck-kiosk.service > "$tmp/swipedeck-kiosk.service"
    systemd-analyze verify "$tmp/swipedeck-kiosk.service" > "$tmp/verify" 2>&1
    status=$?
    [ $status -eq 0 ] && [ ! -s "$tmp/verify" ]
    check $? "swipedeck-kiosk.service: systemd-analyze verify passes without a warning" "$(cat "$tmp/verify")"
    grep -q '^Restart=on-failure$' dist/swipedeck-kiosk.service && ! grep -q '^Environment=XDG_RUNTIME_DIR' dist/swipedeck-kiosk.service
    check $? "swipedeck-kiosk.service: Restart=on-failure (the chord's 0 stays stopped), no runtime directory from %U"
    grep -q '^PAMName=login$' dist/swipedeck-kiosk.service && grep -q '^Type=notify$' dist/swipedeck-kiosk.service \
        && grep -q '^WatchdogSec=30$' dist/swipedeck-kiosk.service && ! grep -q '^NotifyAccess=' dist/swipedeck-kiosk.service \
        && grep -q '^ExecStart=/usr/local/bin/swipedeck notify-relay /usr/local/lib/swipedeck/cage-kiosk ' dist/swipedeck-kiosk.service
    check $? "swipedeck-kiosk.service: Type=notify with WatchdogSec=30 through notify-relay as the main process (PAMName= moves the app out of the unit's cgroup)"
    # The fleet sender's unit, with a stand-in binary where it points and its environment file.
    mkdir -p "$tmp/root/usr/local/bin" "$tmp/root/etc"
    printf '#!/bin/sh\nexit 0\n' > "$tmp/root/usr/local/bin/swipedeck"
    chmod 755 "$tmp/root/usr/local/bin/swipedeck"
    printf 'DATABASE=postgresql://k@db/f\nLOGS=/tmp/d.jsonl\n' > "$tmp/root/etc/sync.env"
    sed -e "s|/usr/local/bin/swipedeck|$tmp/root/usr/local/bin/swipedeck|" \
        -e "s|EnvironmentFile=/etc/swipedeck/sync.env|EnvironmentFile=$tmp/root/etc/sync.env|" \
        dist/swipedeck-sync.service > "$tmp/swipedeck-sync.service"
    systemd-analyze verify "$tmp/swipedeck-sync.service" > "$tmp/verify-sync" 2>&1
    status=$?
    [ $status -eq 0 ] && [ ! -s "$tmp/verify-sync" ]
    check $? "swipedeck-sync.service: systemd-analyze verify passes without a warning" "$(cat "$tmp/verify-sync")"
    grep -q '^Restart=on-failure$' dist/swipedeck-sync.service \
        && grep -q '^LoadCredential=db-password:/etc/swipedeck/db-password$' dist/swipedeck-sync.service \
        && ! grep -qi 'password=' dist/swipedeck-sync.service
    check $? "swipedeck-sync.service: Restart=on-failure, the password by LoadCredential= only"
else
    check 1 "systemd-analyze is installed (make test-deps)"
fi
echo "kiosk unit test: $passed passed, $failed failed"
[ $failed -eq 0 ]
