"""Frame work, missed frames and input-to-present latency, from `swipedeck --replay … --frame-stats`.

Missed frames: a frame presented k frame periods after the app first had something to show (an
animation going on, input that moves a card: the stats' `waited_ms`) misses k − 1 frames (rounded to
whole periods, so 1.5 periods or more counts). Time when nothing moves is not counted: the app draws
only while something changes. (Stats without `waited_ms` fall back to gaps between presents less than
IDLE_GAP apart.)

Start-up frames: the frames drawn before the first one that shows input (the first picture, the cards'
pictures painted in, while the replay has not begun) are the start-up's, which the start-up rows measure
(first frame, settled); the floor's figures likewise leave out its first 10 frames. The figures are
of the frames from the first input on; the start-up frames are counted apart (`startup_frames`, and
`startup_over` of them over a 60 Hz period), so that none goes unseen. A run without input keeps all.
"""
import json
import os
import statistics
import subprocess
import sys

import replay_gen
import subjects

PERIOD_MS = 1000 / 60
IDLE_GAP_MS = 100


def renderer_name(x):
    """The OpenGL renderer SDL gets on this X display (glxinfo), e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"."""
    try:
        out = subprocess.run(["glxinfo", "-B"], env=x.env, capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.TimeoutExpired):
        return "unknown (glxinfo missing)"
    for line in out.splitlines():
        if "OpenGL renderer string:" in line:
            return line.split(":", 1)[1].strip()
    return "unknown"


def percentile(values, p):
    """The p-th percentile (nearest rank) of `values`."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * len(ordered) + 0.5) - 1))]


class WithEnv:
    """An X session's stand-in for `run_replay` that runs the app with another environment `env`
    (the session's own plus what a measurement adds)."""

    def __init__(self, env):
        self.env = env


def run_replay(binary, x, deck, recording_text, work, name, extra=(), wrapper=()):
    """Runs the app on `deck` replaying `recording_text` (`extra` arguments added; `wrapper`, a command
    the app runs under, e.g. strace's, put in front); returns (frame lines, summary)."""
    recording = os.path.join(work, f"{name}.jsonl")
    stats = os.path.join(work, f"{name}-frames.jsonl")
    with open(recording, "w") as f:
        f.write(recording_text)
    if os.path.exists(stats):
        os.remove(stats)
    command = [*wrapper, binary, *([deck] if deck else []), "--loop", "--replay", recording, "--replay-exit",
               "--frame-stats", stats, *extra]
    done = subprocess.run(command, env=x.env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {done.returncode}: {done.stderr[-500:]}")
    return read_stats(stats), read_stats(stats, summary=True)


def read_stats(path, summary=False):
    """The frame lines (dicts) of a `--frame-stats` file, or with `summary` its summary line ({} if none)."""
    frames, last = [], {}
    with open(path) as f:
        for line in f:
            d = json.loads(line)
            if d.get("summary"):
                last = d
            else:
                frames.append(d)
    return last if summary else frames


def split_startup(frames):
    """(start-up frames, the rest): the frames before the first that shows input, and the others; ([],
    frames) when no frame shows input."""
    first = next((i for i, f in enumerate(frames) if f.get("latency_ms") is not None), None)
    return ([], frames) if first is None else (frames[:first], frames[first:])


def analyse(frames):
    """Figures of one run from its first input on: work p50/p99/max, missed frames, latency p50/p99
    (ms); and the start-up frames before it, counted apart (`split_startup`)."""
    startup, frames = split_startup(frames)
    work = [f["work_ms"] for f in frames]
    latency = [f["latency_ms"] for f in frames if f["latency_ms"] is not None]
    missed = 0
    if frames and "waited_ms" in frames[0]:
        missed = sum(max(0, round(f["waited_ms"] / PERIOD_MS) - 1) for f in frames)
    else:
        for a, b in zip(frames, frames[1:]):
            gap = (b["present"] - a["present"]) * 1000
            if gap < IDLE_GAP_MS:
                missed += max(0, round(gap / PERIOD_MS) - 1)
    return {"frames": len(frames), "work_p50": percentile(work, 50), "work_p99": percentile(work, 99),
            "work_max": max(work, default=float("nan")), "over_budget": sum(1 for w in work if w > PERIOD_MS),
            "missed": missed, "startup_frames": len(startup),
            "startup_over": sum(1 for f in startup if f["work_ms"] > PERIOD_MS),
            "latency_p50": percentile(latency, 50), "latency_p99": percentile(latency, 99)}


def floor_frames_of(floor, x, count=300, fullscreen=False, env=None, driver=None, flight=False):
    """Work of `count` frames of the floor binary `floor` (clear, one rectangle, present) on `x`, ms,
    the first 10 dropped; `fullscreen` covers the screen instead of an 800x600 window; `env` is added
    to the environment; `driver` (a list) receives the render driver the floor names; `flight` (with
    `fullscreen`) draws the floor of a swipe instead of the rectangle: two card textures, one turning
    in flight (`floor.c --flight`)."""
    command = [floor, *(["--fullscreen"] if fullscreen else []), *(["--flight"] if flight else []),
               "--frames", str(count)]
    out = subprocess.run(command, env=dict(x.env, **(env or {})), capture_output=True, text=True, timeout=600)
    if driver is not None:
        driver += [l.split(":", 1)[1].strip() for l in out.stderr.splitlines() if l.startswith("floor renderer:")]
    return [float(v) for v in out.stdout.split()[10:]]


def floor_frames(x, work, count=300):
    """Work of the bare SDL2 window's frames in an 800x600 window, ms, first 10 dropped."""
    return floor_frames_of(subjects.build_floor(work), x, count)


def frame_tables(binary, x, work, runs):
    """Markdown lines for the photo sweep in an 800x600 window, medians over `runs` runs, and the floor's
    frame work for comparison (the mixed replay is measured per screen size: `sizes.size_tables`)."""
    photos = subjects.make_photo_folder(work)
    cases = [("12-megapixel JPEGs, 3 key swipes a second for 20 s", photos, replay_gen.key_swipes(20, 3))]
    lines = [f"### Frames in an 800x600 window (medians of {runs} runs)", "",
             "| run | frames | work p50 ms | work p99 ms | work max ms | missed frames | latency p50 ms | latency p99 ms | latency p99 frames |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for title, deck, text in cases:
        results = []
        for n in range(runs):
            frames, _ = run_replay(binary, x, deck, text, work, f"replay{len(lines)}-{n}")
            results.append(analyse(frames))
            print(f"{title} run {n + 1}/{runs}: " + ", ".join(f"{k} {v:.2f}" for k, v in results[-1].items()),
                  file=sys.stderr)
        m = {k: statistics.median(r[k] for r in results) for k in results[0]}
        lines.append(f"| {title} | {m['frames']:.0f} | {m['work_p50']:.2f} | {m['work_p99']:.2f} | {m['work_max']:.2f} | "
                     f"{m['missed']:.0f} | {m['latency_p50']:.2f} | {m['latency_p99']:.2f} | {m['latency_p99'] / PERIOD_MS:.2f} |")
    floor = floor_frames(x, work)
    lines.append(f"| floor: bare SDL2 window, clear + one rectangle + present | {len(floor)} | {percentile(floor, 50):.2f} | "
                 f"{percentile(floor, 99):.2f} | {max(floor):.2f} | – | – | – | – |")
    return lines
