"""Red team round 3, signals and time (issue 30; imported by run_e2e.py), on the real app under Xvfb:
- a storm of SIGHUP (about a thousand a second for 3 s) while 20 keys decide: every decision is a whole
  line, in order, the app lives on and Escape ends it with 0 (every signal the loop takes reopens the
  log; stderr tells of them at most once a second, counting the rest);
- SIGSTOP in mid-drag for longer than the stale-pointer time (`DeckOptions.staleTimeout`, 10 s), then
  SIGCONT: the held drag is let go and springs back, nothing is decided by the time that passed, and the
  release that follows decides nothing either; the next key decides the same first card. (Before, the
  card stayed on screen where it was held, LIKE stamp and all: see StalePointerAppTests.)"""
import json
import os
import signal
import threading
import time

import run_e2e as base
from hardening import press_and_drag
from waits import wait_lines, wait_rest

STALE_PAST = 12.0  # seconds stopped: past the 10 s stale-pointer time (a minute behaves the same)


def signals_sighup_storm(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "hup-storm.jsonl")
    app = base.App(x, binary, deck, log, args=("--loop",))
    sent = [0]

    def storm():
        end = time.time() + 3
        while time.time() < end and app.proc.poll() is None:
            os.kill(app.proc.pid, signal.SIGHUP)
            sent[0] += 1
            time.sleep(0.001)  # about a thousand a second
    thread = threading.Thread(target=storm)
    thread.start()
    for _ in range(20):
        x.key("Right")
        time.sleep(0.1)  # input pacing: the keys spread over the storm
    thread.join()
    lines = wait_lines(log, 20)
    parsed = [json.loads(line) for line in lines]
    r.check(len(parsed) == 20 and [p["seq"] for p in parsed] == list(range(1, 21)) and app.proc.poll() is None,
            f"signals: {sent[0]} SIGHUPs in 3 s while 20 keys decide: 20 whole lines in order, the app lives on",
            (sent[0], lines[-3:]))
    x.key("Escape")
    code = app.wait()
    err = app.proc.stderr.read() if code is not None else ""
    r.check(code == 0, "signals: after the SIGHUP storm Escape quits with 0", (code, err[-300:]))
    # A line per signal (2,705 for 2,706) filled the unread stderr pipe and blocked the loop.
    told = [ln for ln in err.splitlines() if "reopening the decision log" in ln]
    r.check(1 <= len(told) <= 5 and "more since the last such line" in err,
            f"signals: the storm's reopens are told in a few lines, at most one a second ({len(told)})",
            told[:6])


def signals_sigstop_mid_drag(x, binary, deck, tmp, r):
    log = os.path.join(tmp, "sigstop.jsonl")
    app = base.App(x, binary, deck, log)
    press_and_drag(x, app)
    app.proc.send_signal(signal.SIGSTOP)
    time.sleep(STALE_PAST)  # the pause under test
    app.proc.send_signal(signal.SIGCONT)
    shot = wait_rest(x, os.path.join(tmp, "sigstop-rest.png"), app.origin, base.COLOURS[0])
    at_rest = base.card_share(x, shot, app.origin, base.COLOURS[0]) > 0.5
    x.xdotool("mouseup", 1)
    x.key("Right")
    lines = wait_lines(log, 1)
    got = [(json.loads(l)["card"], json.loads(l)["decision"]) for l in lines]
    r.check(at_rest and got == [("c0", "right")],
            f"signals: SIGSTOP for {STALE_PAST:.0f} s in mid-drag, then SIGCONT: the card springs back, neither the "
            "time nor the release decides, the next key decides the first card", (at_rest, got))
    x.key("Escape")
    r.check(app.wait() == 0, "signals: after SIGSTOP and SIGCONT Escape quits with 0")


SCENARIOS = (signals_sighup_storm, signals_sigstop_mid_drag)
