"""End-to-end scenario of the kiosk service's crash recovery (imported by run_e2e.py): the real app started
by the real launcher (dist/cage-kiosk.sh, with a stub cage that runs its client on an Xvfb) and the
real example config's "resume = true", restarted the way dist/swipedeck-kiosk.service's Restart= says
systemd restarts it. The app is crashed with SIGSEGV and SIGABRT after decisions, loses its display
(exit 1), and is finally ended by the unlock chord (exit 0): every crash is restarted and goes on at
the next card, no decision lost; the chord's 0 is not restarted. It starts its own X servers and
ignores the X session it is given."""
import json
import os
import signal
import subprocess
import time

import run_e2e as base
from hardening_lost import _forget_display
from waits import wait_still
from xsession import XSession

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
LAUNCHER = os.path.join(ROOT, "dist", "cage-kiosk.sh")
UNIT = os.path.join(ROOT, "dist", "swipedeck-kiosk.service")
EXAMPLE_CONFIG = os.path.join(ROOT, "dist", "kiosk.conf")
# A stand-in for cage: runs what follows "--" on the X display it is given (cage 0.1.4 exits 0).
STUB_CAGE = '#!/bin/sh\nwhile [ $# -gt 0 ] && [ "$1" != -- ]; do shift; done\nshift\n"$@"\nexit 0\n'


def unit_restarts(status):
    """Whether systemd restarts the unit after the launcher exits with `status`, by the unit's
    Restart= line (only the policies a kiosk unit might use are known here)."""
    policy = next(l.split("=", 1)[1].strip() for l in open(UNIT) if l.startswith("Restart="))
    return {"always": True, "no": False, "on-failure": status != 0, "on-abnormal": status > 128}[policy]


def _config(tmp, deck, log):
    """The example config with its deck and log pointed at the test's (resume = true kept from it)."""
    lines = [l for l in open(EXAMPLE_CONFIG).read().splitlines()
             if not l.startswith(("deck =", "log =", "idle-reset ="))]
    assert "resume = true" in lines, "dist/kiosk.conf lost its resume = true"
    path = os.path.join(tmp, "restart-kiosk.conf")
    with open(path, "w") as f:
        f.write("\n".join(lines + [f"deck = {deck}", f"log = {log}", "idle-reset = 600"]) + "\n")
    return path


def _cards(log):
    return [json.loads(l) for l in base.read_log(log)]


def _wait_cards(log, count, timeout=5.0):
    deadline = time.time() + timeout
    while time.time() < deadline and len(_cards(log)) < count:
        time.sleep(0.05)  # poll interval
    return len(_cards(log))


def kiosk_crash_restart(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "restart.jsonl")
    if os.path.exists(log):
        os.remove(log)
    cage = os.path.join(tmp, "stub-cage")
    with open(cage, "w") as f:
        f.write(STUB_CAGE)
    os.chmod(cage, 0o755)
    config = _config(tmp, deck, log)
    # How each launch ends, in order: (name, what ends it)
    endings = [("SIGSEGV", signal.SIGSEGV), ("SIGABRT", signal.SIGABRT), ("display lost", None), ("unlock chord", None)]
    launches, statuses, restarted, seen = 0, [], [], []
    own = XSession()
    try:
        for name, sig in endings:
            # SWIFT_BACKTRACE=enable=no: a debug build links the Swift runtime dynamically, whose crash
            # backtracer printed its backtrace in 0.24 s and then hung for 90 s and more (measured here);
            # the release build (static runtime, no backtracer: what the package installs) exits at once.
            env = dict(own.env, SDL_VIDEODRIVER="x11", CAGE=cage, SWIPEDECK=os.path.abspath(binary),
                       SWIFT_BACKTRACE="enable=no")
            launcher = subprocess.Popen(["sh", LAUNCHER, "--config", config], env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            launches += 1
            wid, geom = own.find_window(timeout=20)
            pid = int(own.xdotool("getwindowpid", wid).strip())
            wait_still(own, geom[:2], drawn=True)  # its first frames drawn
            before = len(_cards(log))
            own.key("Right")
            _wait_cards(log, before + 1)
            seen.append([c["card"] for c in _cards(log)[before:]])
            if sig is not None:
                os.kill(pid, sig)
            elif name == "display lost":
                own.proc.kill()
            else:
                own.key("ctrl+alt+shift+q")
            try:
                status = launcher.wait(timeout=10)
                print(f"kiosk restart: launch {launches} ended by {name}: status {status}; {launcher.stderr.read()[-300:]!r}")
            except subprocess.TimeoutExpired:
                launcher.kill()
                status = None
            statuses.append(status)
            again = status is not None and unit_restarts(status)
            restarted.append(again)
            if name == "display lost":  # a new X server for the restarted kiosk, as after a compositor crash
                server = own.proc.pid
                own.close()
                _forget_display(own, server)
                own = XSession()
            if not again:
                break
    finally:
        own.close()
    r.check(statuses[:3] == [139, 134, 1] and restarted[:3] == [True, True, True],
            "kiosk restart: SIGSEGV (139), SIGABRT (134) and a lost display (1) come out of the launcher and "
            "the unit's Restart= restarts each", f"statuses {statuses}, restarted {restarted}")
    r.check(len(statuses) == 4 and statuses[3] == 0 and restarted[3] is False,
            "kiosk restart: the unlock chord's 0 is not restarted", f"statuses {statuses}, restarted {restarted}")
    cards = [c["card"] for c in _cards(log)]
    sessions = {c.get("session") for c in _cards(log)}
    r.check(cards == ["c0", "c1", "c2", "c3"] and seen == [["c0"], ["c1"], ["c2"], ["c3"]],
            "kiosk restart: each restart resumes at the next card, no decision lost or repeated",
            f"log {cards}, per launch {seen}")
    r.check(len(sessions) == 1, "kiosk restart: the visitor session goes on across the restarts", sessions)


SCENARIOS = (kiosk_crash_restart,)
