"""End-to-end scenario for --record, --replay, --replay-exit and --frame-stats: a session driven with
xdotool is recorded, then replayed in a fresh app, which must make the same decisions and quit by itself."""
import json
import os
import subprocess
import time

from run_e2e import COLOURS, wait_for
from waits import wait_rest, wait_still

WINDOW = (800, 600)
# The top card's resting rectangle in an 800×600 window (as in run_e2e.py).
CARD_H = 600 * 0.64
CARD_W = CARD_H * 0.75
CARD = (400 - CARD_W / 2, 600 * 0.44 - CARD_H / 2, CARD_W, CARD_H)


def _decisions(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return [(o["card"], o["decision"]) for o in map(json.loads, filter(None, f.read().splitlines()))]


def _start(x, binary, deck, *args):
    proc = subprocess.Popen([binary, deck, "--window", f"{WINDOW[0]}x{WINDOW[1]}", *args], env=x.env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    _, geom = x.find_window()
    return proc, geom[:2]


def _wait(proc, timeout):
    try:
        return proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        return None


def record_replay(x, binary, deck, tmp, r):
    recording, log1 = os.path.join(tmp, "session.jsonl"), os.path.join(tmp, "recorded.log")
    proc, origin = _start(x, binary, deck, "--record", recording, "--log", log1)
    wait_still(x, origin, drawn=True)  # its first frames drawn

    def at(fx, fy):
        cx, cy, cw, ch = CARD
        return (int(origin[0] + cx + cw * fx), int(origin[1] + cy + ch * fy))

    x.drag(at(0.5, 0.3), at(1.3, 0.3), steps=25)                                        # past the threshold
    wait_for(lambda: len(_decisions(log1)) >= 1, 10)
    x.drag(at(0.5, 0.3), at(0.6, 0.3), steps=10, step_delay=0.03, hold_before_release=0.2)  # short, slow
    wait_rest(x, None, origin, COLOURS[1])  # settled, c1 back at rest (looked at without a grab)
    for n, key in enumerate(("Left", "Right", "BackSpace", "ctrl+z"), start=2):
        x.key(key)
        wait_for(lambda: len(_decisions(log1)) >= n, 10)
    x.key("Escape")
    r.check(_wait(proc, 10) == 0, "--record: Escape quits with status 0")
    recorded = _decisions(log1)
    want = [("c0", "right"), ("c1", "left"), ("c2", "right"), ("c2", "undo"), ("c1", "undo")]
    r.check(recorded == want, "--record: the driven session decides as expected", recorded)

    with open(recording) as f:
        lines = f.read().splitlines()
    header, events = json.loads(lines[0]), [json.loads(l) for l in lines[1:]]
    r.check(header == {"swipedeck-recording": 1, "window": list(WINDOW)}, "--record: the header names version and window", header)
    types = {e["type"] for e in events}
    r.check({"mouse-down", "mouse-motion", "mouse-up", "key-down", "key-up", "window"} <= types
            and all(a["t"] <= b["t"] for a, b in zip(events, events[1:])),
            "--record: mouse, key and window events in time order", sorted(types))

    # Without the final Escape, --replay-exit must end the replay by itself.
    trimmed = os.path.join(tmp, "session-no-quit.jsonl")
    escape = next(i for i, e in enumerate(events) if e["type"] == "key-down" and e["keycode"] == 27)
    with open(trimmed, "w") as f:
        f.write("\n".join(lines[:1 + escape]) + "\n")
    log2, stats = os.path.join(tmp, "replayed.log"), os.path.join(tmp, "frames.jsonl")
    started = time.time()
    proc, _ = _start(x, binary, deck, "--replay", trimmed, "--replay-exit", "--log", log2, "--frame-stats", stats)
    code = _wait(proc, 30)
    took = time.time() - started
    r.check(code == 0 and took < events[escape]["t"] + 8, "--replay-exit quits with status 0 after the last event",
            (code, round(took, 1), proc.stderr.read() if proc.stderr else ""))
    replayed = _decisions(log2)
    r.check(replayed == recorded, "--replay makes the recorded run's decisions", replayed)

    with open(stats) as f:
        rows = [json.loads(l) for l in f.read().splitlines()]
    frames, summary = rows[:-1], rows[-1]
    ok = len(frames) > 10 and all(list(o.keys()) == ["frame", "start", "work_ms", "present", "latency_ms", "waited_ms"] for o in frames)
    ok &= any(o["latency_ms"] is not None for o in frames)
    ok &= summary.get("summary") is True and summary.get("frames") == len(frames) and "textures" in summary
    r.check(ok, "--frame-stats writes a line per frame and a summary", summary)
