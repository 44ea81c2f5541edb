#!/bin/sh
# The package test (make deb-test, run by make test): lintian reports no errors; apt-get installs
# the .deb; /usr/bin/swipedeck --version prints the version; the installed app shows the sample deck
# under Xvfb (from its own assets in /usr/share/swipedeck) and swipes a card by a replayed key press;
# apt-get remove leaves none of the package's files in /usr.
#   sh Tests/deb/deb_test.sh swipedeck_VERSION_amd64.deb VERSION
set -u
deb=$1 version=$2
failed=0
passed=0
check() { # check CONDITION_STATUS WHAT [DETAIL]
    if [ "$1" -eq 0 ]; then echo "PASS $2"; passed=$((passed + 1)); else echo "FAIL $2 ${3:-}"; failed=$((failed + 1)); fi
}
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

lintian --tag-display-limit 0 "$deb" > "$tmp/lintian" 2>&1
grep -q '^E:' "$tmp/lintian"; no_errors=$(( $? == 0 ))
check "$no_errors" "deb: lintian reports no errors" "$(grep '^E:' "$tmp/lintian")"
echo "lintian: $(grep -c '^W:' "$tmp/lintian") warnings"

as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y "./$deb" > "$tmp/install" 2>&1
check $? "deb: apt-get install ./$deb" "$(tail -5 "$tmp/install")"
dpkg -L swipedeck > "$tmp/files" 2>/dev/null

[ "$(/usr/bin/swipedeck --version 2>&1)" = "$version" ]
check $? "deb: /usr/bin/swipedeck --version prints $version" "$(/usr/bin/swipedeck --version 2>&1)"
for f in /usr/share/man/man1/swipedeck.1.gz /usr/share/bash-completion/completions/swipedeck \
         /usr/share/zsh/vendor-completions/_swipedeck /usr/share/fish/vendor_completions.d/swipedeck.fish \
         /usr/lib/systemd/system/swipedeck-kiosk.service /etc/logrotate.d/swipedeck \
         /usr/share/applications/swipedeck.desktop /usr/share/doc/swipedeck/examples/kiosk.conf \
         /usr/lib/systemd/system/swipedeck-sync.service /usr/share/doc/swipedeck/examples/fleet-roles.sql \
         /usr/lib/swipedeck/swipedeck-fleet; do
    [ -s "$f" ]; check $? "deb: installs $f"
done
bash -c '. /usr/share/bash-completion/completions/swipedeck && complete -p swipedeck' > /dev/null 2>&1
check $? "deb: the bash completion registers for swipedeck"
[ -x /usr/lib/swipedeck/cage-kiosk ] && systemd-analyze verify /usr/lib/systemd/system/swipedeck-kiosk.service > "$tmp/verify" 2>&1 \
    && [ ! -s "$tmp/verify" ]
check $? "deb: the kiosk unit passes systemd-analyze verify (its launcher /usr/lib/swipedeck/cage-kiosk installed)" "$(cat "$tmp/verify")"
# systemd-analyze verify looks at ExecStart's program only: every path in the command line must be installed.
missing=$(sed -n 's/^ExecStart=//p' /usr/lib/systemd/system/swipedeck-kiosk.service /usr/lib/systemd/system/swipedeck-sync.service \
    | tr ' ' '\n' | grep '^/' | while read -r path; do [ -e "$path" ] || [ "$path" = /etc/swipedeck/kiosk.conf ] || echo "$path"; done)
[ -z "$missing" ] && grep -q '^ExecStart=/usr/bin/swipedeck notify-relay /usr/lib/swipedeck/cage-kiosk ' /usr/lib/systemd/system/swipedeck-kiosk.service
check $? "deb: every path in the units' ExecStart= is installed (the kiosk's relay and launcher under /usr)" "missing: $missing"
man -l /usr/share/man/man1/swipedeck.1.gz 2>/dev/null | grep -q -- '--kiosk-name'
check $? "deb: the man page lists --kiosk-name"

# The sample deck, found from the binary, one card swiped right by a replayed key press.
printf '%s\n' '{"swipedeck-recording": 1, "window": [800, 600]}' \
    '{"t": 1.0, "type": "key-down", "keycode": 1073741903, "scancode": 79, "mod": 0, "repeat": false}' > "$tmp/rec.jsonl"
(cd "$tmp" && env -u SWIPEDECK_ASSETS timeout 60 xvfb-run -a -s "-screen 0 1024x768x24" \
    /usr/bin/swipedeck --window 800x600 --replay rec.jsonl --replay-exit --log log.jsonl > run.out 2>&1)
status=$?
grep -q '"card": "hamburger".*"decision": "right"' "$tmp/log.jsonl" 2>/dev/null
check $(( status != 0 || $? != 0 )) "deb: /usr/bin/swipedeck shows the sample deck under Xvfb and swipes its first card" \
    "status $status: $(cat "$tmp/run.out" "$tmp/log.jsonl" 2>/dev/null)"

as_root env DEBIAN_FRONTEND=noninteractive apt-get remove -y swipedeck > "$tmp/remove" 2>&1
check $? "deb: apt-get remove swipedeck" "$(tail -5 "$tmp/remove")"
left=""
while read -r path; do
    case "$path" in /usr/*) [ -f "$path" ] || [ -L "$path" ] && left="$left $path";; esac
done < "$tmp/files"
[ -z "$left" ]; check $? "deb: no file of the package is left in /usr" "$left"
[ -s "$tmp/files" ]; check $? "deb: dpkg listed the package's files"
as_root env DEBIAN_FRONTEND=noninteractive apt-get purge -y swipedeck > /dev/null 2>&1   # its conffile in /etc too

# The closing line CI reads, as the e2e runner prints it.
echo "deb test: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
