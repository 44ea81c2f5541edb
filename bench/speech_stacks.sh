#!/bin/sh
# Speech for the kiosk (issue 29): speech-dispatcher (libspeechd) against espeak-ng's library, measured
# the way a kiosk meets them: a fresh process, no user session, maybe no audio device.
#   sh bench/speech_stacks.sh      (needs gcc, libspeechd-dev, speech-dispatcher-espeak-ng, libespeak-ng-dev)
# Prints, for each: the time to open it, the time from a request to the first samples (espeak-ng) or to
# the request being accepted (speech-dispatcher: it synthesises in another process), and whether audio
# came out. The dispatcher's daemon, if this script started it, is stopped by its pid at the end.
set -eu
out=$(mktemp -d)
here=$(dirname "$0")
gcc -O2 "$here/speech/espeak_probe.c" -o "$out/espeak_probe" -lespeak-ng
gcc -O2 "$here/speech/speechd_probe.c" -o "$out/speechd_probe" $(pkg-config --cflags --libs speech-dispatcher)
echo "== espeak-ng's library, synthesising to the caller (samples counted), twice:"
"$out/espeak_probe"; "$out/espeak_probe"
echo "== espeak-ng's library playing itself (pcaudiolib):"
"$out/espeak_probe" play 2>"$out/play.err" || true
grep -c . "$out/play.err" | sed 's/^/   lines on stderr: /'
pidfile=${XDG_RUNTIME_DIR:-$HOME/.cache}/speech-dispatcher/pid/speech-dispatcher.pid
before=$(cat "$pidfile" 2>/dev/null || true)
echo "== speech-dispatcher: first connection (the daemon autospawned), then a second one:"
timeout 10 "$out/speechd_probe" 2>"$out/spd.err" || echo "   (no answer in 10 s)"
timeout 10 "$out/speechd_probe" 2>>"$out/spd.err" || echo "   (no answer in 10 s)"
grep -c . "$out/spd.err" | sed 's/^/   lines on stderr: /'
started=$(cat "$pidfile" 2>/dev/null || true)
# The daemon this script spawned (its pid file names it) is stopped; it stops its modules.
if [ -n "$started" ] && [ "$started" != "$before" ]; then
    for _ in 1 2 3 4 5; do
        grep -q '^State:.*Z' "/proc/$started/status" 2>/dev/null && break
        kill "$started" 2>/dev/null || break
        sleep 0.5
    done
fi
rm -r "$out"
