"""End-to-end checks of the benchmark's instruments (imported by run_e2e.py): per-part frame timing
(`SWIPEDECK_FRAME_PARTS=1` with `--frame-stats`) and `make bench`'s screen sizes and replays."""
import json
import os
import subprocess
import sys

import run_e2e as base

BENCH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "bench")
sys.path.insert(0, BENCH)
import replay_gen  # noqa: E402


def _replay(x, binary, deck, tmp, name, env):
    """Runs a short generated replay with --frame-stats; returns the frame lines (dicts)."""
    recording, stats = os.path.join(tmp, f"{name}.jsonl"), os.path.join(tmp, f"{name}-frames.jsonl")
    with open(recording, "w") as f:
        f.write(replay_gen.session(6))
    done = subprocess.run([binary, deck, "--window", "800x600", "--replay", recording, "--replay-exit",
                           "--frame-stats", stats], env=dict(x.env, **env), capture_output=True, text=True,
                          timeout=120)
    if done.returncode != 0:
        raise RuntimeError(f"exit {done.returncode}: {done.stderr[-300:]}")
    return [json.loads(l) for l in open(stats) if l.strip() and "summary" not in json.loads(l)]


def frame_parts(x, binary, deck, tmp, r):
    """With SWIPEDECK_FRAME_PARTS=1 every frame line gains parts_ms (clear, layout, faces, present…),
    whose sum stays within the frame's work; without it (or with another value) no line has them."""
    parts = _replay(x, binary, deck, tmp, "parts-on", {"SWIPEDECK_FRAME_PARTS": "1"})
    r.check(len(parts) > 20, "frame_parts: frames drawn", len(parts))
    named = all({"clear", "layout", "present"} <= f.get("parts_ms", {}).keys() for f in parts)
    r.check(named, "frame_parts: every frame names clear, layout and present", parts[:1])
    r.check(any(any(k.startswith("face") for k in f["parts_ms"]) for f in parts if "parts_ms" in f),
            "frame_parts: card faces are timed one by one", parts[-1:])
    within = all(sum(f["parts_ms"].values()) <= f["work_ms"] + 0.05 for f in parts if "parts_ms" in f)
    r.check(within, "frame_parts: the parts add up to no more than the frame's work",
            [(f["work_ms"], sum(f.get("parts_ms", {}).values())) for f in parts[:3]])
    for value in (None, "0"):
        env = {} if value is None else {"SWIPEDECK_FRAME_PARTS": value}
        plain = _replay(x, binary, deck, tmp, f"parts-off-{value}", env)
        r.check(plain and not any("parts_ms" in f for f in plain),
                f"frame_parts: no parts_ms with SWIPEDECK_FRAME_PARTS={value}", plain[:1])


def bench_sizes(x, binary, deck, tmp, r):
    """The generated replay fits the window it is made for (header and drag starts scale, 800x600 is
    unchanged), and `run_bench.py --sizes` refuses a bad size with one line and status 2."""
    small, large = replay_gen.session(20), replay_gen.session(20, window=(1920, 1080))
    head = json.loads(large.splitlines()[0])
    r.check(head["window"] == [1920, 1080], "bench_sizes: the recording's window is the screen's", head)
    downs = [json.loads(l) for l in large.splitlines()[1:] if '"mouse-down"' in l]
    r.check(downs and all((d["x"], d["y"]) == (960, 594) for d in downs),
            "bench_sizes: drags start on the top card of a 1920x1080 screen", downs[:1])
    r.check(json.loads(small.splitlines()[0])["window"] == [800, 600] and '"x": 400, "y": 330' in small,
            "bench_sizes: the 800x600 replay is the one measured before", small.splitlines()[:1])
    done = subprocess.run([sys.executable, os.path.join(BENCH, "run_bench.py"), "--binary", binary,
                           "--sizes", "1920x"], capture_output=True, text=True, timeout=60)
    last = done.stderr.strip().splitlines()[-1:] or [""]
    r.check(done.returncode == 2 and "not a screen size" in last[0], "bench_sizes: a bad --sizes is refused",
            (done.returncode, last))


SCENARIOS = (frame_parts, bench_sizes)
