"""Red team round 3, recordings (issue 30; imported by run_e2e.py): hostile `--replay` files on the real app.
- 1,000 and 100,000 fingers down at once on the card, moved right and lifted: the first finger drags,
  the others change nothing, one decision, and `--replay-exit` ends it with 0 (by hand, release build:
  ~17 s for the 5 s recording of 100,000, 140 MB);
- negative and huge coordinates (a finger at -5.5 and 1e30, a mouse at -100,000): nothing grabbed, nothing
  decided, status 0;
- NaN in a coordinate: status 2 naming the line, before the window opens."""
import json
import os
import subprocess

import run_e2e as base

HEADER = {"swipedeck-recording": 1, "window": list(base.WINDOW)}


def write_recording(path, lines):
    with open(path, "w") as f:
        f.write(json.dumps(HEADER) + "\n")
        for line in lines:
            f.write((line if isinstance(line, str) else json.dumps(line)) + "\n")


def finger(t, kind, number, fx, fy):
    return {"t": round(t, 5), "type": kind, "touch": 3, "finger": number, "x": fx, "y": fy, "dx": 0, "dy": 0,
            "pressure": 1}


def replay(x, binary, deck, recording, log, timeout=240):
    return subprocess.run([binary, deck, "--window", f"{base.WINDOW[0]}x{base.WINDOW[1]}", "--replay", recording,
                           "--replay-exit", "--log", log], env=x.env, capture_output=True, text=True, timeout=timeout)


def fingers_at_once(count):
    lines = [finger(0.5 + i * 1e-5, "finger-down", i, 0.5, 0.4) for i in range(count)]
    lines += [finger(2 + i * 1e-5, "finger-motion", i, 0.9, 0.4) for i in range(count)]
    return lines + [finger(4 + i * 1e-5, "finger-up", i, 0.9, 0.4) for i in range(count)]


def recording_many_fingers(x, binary, deck, tmp, r):
    """1,000 fingers: exactly the first finger's decision. 100,000: the same on the release build; a debug
    build falls so far behind (~100 s) that the held finger's events come over 10 s after their stamps, it
    is cancelled as stale (`DeckOptions.staleTimeout`) and springs back; so there at most that one decision
    is asked, and status 0."""
    for count in (1_000, 100_000):
        path, log = os.path.join(tmp, f"fingers-{count}.jsonl"), os.path.join(tmp, f"fingers-{count}-log.jsonl")
        write_recording(path, fingers_at_once(count))
        out = replay(x, binary, deck, path, log)
        decided = [(json.loads(l)["card"], json.loads(l)["decision"]) for l in base.read_log(log)]
        ok = decided == [("c0", "right")] if count == 1_000 else decided in ([], [("c0", "right")])
        r.check(out.returncode == 0 and ok and "dropped" not in out.stderr,
                f"recordings: {count:,} fingers at once make {'exactly' if count == 1_000 else 'at most'} one "
                "decision, the first finger's; none dropped; status 0", (out.returncode, decided, out.stderr[-300:]))


def recording_wild_coordinates(x, binary, deck, tmp, r):
    lines = [finger(0.5, "finger-down", 0, -5.5, -1e30), finger(0.6, "finger-motion", 0, 1e30, 0.4),
             finger(0.7, "finger-up", 0, 0.5, 0.4),
             {"t": 0.8, "type": "mouse-down", "button": 1, "clicks": 1, "x": -400, "y": -200, "which": 0},
             {"t": 0.9, "type": "mouse-motion", "x": -100000, "y": 200, "dx": -99600, "dy": 0, "buttons": 1, "which": 0},
             {"t": 1.0, "type": "mouse-up", "button": 1, "clicks": 1, "x": -100000, "y": 200, "which": 0}]
    path, log = os.path.join(tmp, "wild.jsonl"), os.path.join(tmp, "wild-log.jsonl")
    write_recording(path, lines)
    out = replay(x, binary, deck, path, log)
    r.check(out.returncode == 0 and base.read_log(log) == [],
            "recordings: negative and huge coordinates grab and decide nothing; status 0",
            (out.returncode, base.read_log(log), out.stderr[-300:]))
    nan = '{"t": 0.5, "type": "finger-down", "touch": 3, "finger": 0, "x": NaN, "y": 0.4, "dx": 0, "dy": 0, "pressure": 1}'
    write_recording(path, [nan])
    out = replay(x, binary, deck, path, log, timeout=60)
    r.check(out.returncode == 2 and "line 2" in out.stderr, "recordings: NaN in a coordinate exits 2 naming the line",
            (out.returncode, out.stderr[-300:]))


SCENARIOS = (recording_many_fingers, recording_wild_coordinates)
