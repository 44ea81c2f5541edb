"""Frame rows at each screen size: SwipeDeck fullscreen on the mixed replay and the floor beside it.

Each size gets its own Xvfb screen of that size, a replay generated for it (`replay_gen` scales the
drags to the window) and the floor (`bench/floor.c --fullscreen`) at the same size, run interleaved
with the app's runs (app, floor, floor of a flight, app…) so that all see the same load. The floor of
a flight (`floor.c --flight`) is the least a frame of a swipe costs with SDL's renderer here: two card
textures, one turning as it leaves, nothing else; where its p99 is over 16.7 ms no app drawing cards
can keep every frame of a swipe in time. The goals of issue 14 are checked per size and printed as
met or missed.
"""
import os
import statistics
import sys

import frames
import replay_gen
import subjects
from xsession import XSession

PERIOD_MS = frames.PERIOD_MS
FLOOR_FRAMES = 300
ALL_SIZES = ("800x600", "1280x800", "1920x1080", "3840x2160")
# The 60 s replay at full HD (the goals are about it); 30 s elsewhere, and 3 runs at 4K, so
# that a default `make bench` stays under ~20 minutes.
DEFAULT_SECONDS = {"1920x1080": 60}
SHORT_SECONDS = 30
MAX_RUNS = {"3840x2160": 3}


def parse_size(text):
    """"1920x1080" → (1920, 1080); raises ValueError for anything else."""
    w, sep, h = text.partition("x")
    if not sep or not w.isdigit() or not h.isdigit() or int(w) < 320 or int(h) < 240:
        raise ValueError(f"not a screen size WIDTHxHEIGHT (at least 320x240): {text!r}")
    return int(w), int(h)


def one_size_bench(description, runs, replay_seconds, prefix, extra=()):
    """The command line and set-up of a measurement at one screen size (`bench/shading.py`,
    `bench/env_ab.py`): parses --binary, --size (default 1920x1080), --runs and --replay-seconds
    (defaults `runs` and `replay_seconds`) and the `extra` arguments ((names, keywords) pairs for
    `add_argument`); returns (args, (w, h), a work folder named after `prefix`,
    the floor binary built in it, the mixed replay's text for that size)."""
    import argparse
    import tempfile
    ap = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--runs", type=int, default=runs)
    ap.add_argument("--replay-seconds", type=int, default=replay_seconds)
    for names, keywords in extra:
        ap.add_argument(*names, **keywords)
    args = ap.parse_args()
    wh = parse_size(args.size)
    work = tempfile.mkdtemp(prefix=prefix)
    return args, wh, work, subjects.build_floor(work), replay_gen.session(args.replay_seconds, window=wh)


def plan(sizes, runs, replay_seconds):
    """(size text, (w, h), seconds, runs) per size: `replay_seconds` for all when given, else 60 s at
    1920x1080 and 30 s elsewhere; at most 3 runs at 3840x2160 unless `replay_seconds` is given."""
    out = []
    for size in sizes:
        seconds = replay_seconds if replay_seconds else DEFAULT_SECONDS.get(size, SHORT_SECONDS)
        n = runs if replay_seconds else min(runs, MAX_RUNS.get(size, runs))
        out.append((size, parse_size(size), seconds, n))
    return out


def goals(size, app, flight=None):
    """(goal text, result text, met) of issue 14 and BENCHMARKS.md for `size`, from the medians `app`;
    at 3840x2160 the floor of a flight's medians `flight` (when given) say whether the goal is within
    reach of any app drawing cards with SDL's renderer on this machine."""
    p99, over, lat = app["work_p99"], app["over_budget"], app["latency_p99"]
    checks = []
    if size == "800x600":
        checks += [("800x600: work p99 ≤ 4 ms", f"{p99:.2f} ms", p99 <= 4)]
    if size == "1920x1080":
        checks += [("1920x1080: work p99 ≤ 8.3 ms", f"{p99:.2f} ms", p99 <= 8.3),
                   ("1920x1080: no frame over 16.7 ms (from the first input; start-up frames apart)",
                    f"{over:.0f} frames (and {app['startup_over']:.0f} of the start-up frames, apart)", over == 0)]
    if size == "3840x2160":
        checks += [("3840x2160: work p99 ≤ 16.7 ms", f"{p99:.2f} ms", p99 <= PERIOD_MS)]
        if flight is not None:
            reach = flight["work_p99"]
            checks += [("3840x2160: within reach here (the floor of a flight: p99 ≤ 16.7 ms)",
                        f"{reach:.2f} ms", reach <= PERIOD_MS)]
    if size in ("800x600", "1920x1080"):
        checks += [(f"{size}: input-to-present p99 ≤ 1 frame", f"{lat / PERIOD_MS:.2f} frames", lat <= PERIOD_MS),
                   (f"{size}: no missed frame", f"{app['missed']:.0f} missed", app["missed"] == 0)]
    return checks


def floor_run(floor, x, env=None, driver=None, flight=False):
    """Figures of FLOOR_FRAMES frames of the floor, fullscreen on `x` (`env` added; `driver`, a list,
    receives the render driver it used; `flight`: the floor of a flight), ms (the first 10 dropped)."""
    work = frames.floor_frames_of(floor, x, FLOOR_FRAMES, fullscreen=True, env=env, driver=driver, flight=flight)
    return {"frames": len(work), "work_p50": frames.percentile(work, 50), "work_p99": frames.percentile(work, 99),
            "work_max": max(work, default=float("nan")),
            "over_budget": sum(1 for w in work if w > PERIOD_MS)}


# Sizes that also replay on a folder of photos (issue 30: photo decks at full HD).
PHOTO_SIZES = ("1920x1080",)


def photo_deck(work):
    """The folder of 24 twelve-megapixel JPEGs the photo rows replay on (made once per work folder)."""
    parent = os.path.join(work, "size-photos")
    if not os.path.isdir(parent):
        os.makedirs(parent)
        subjects.make_photo_folder(parent)
    return os.path.join(parent, "photos")


def measure_size(binary, work, size, wh, seconds, runs):
    """Medians over `runs` of the app's replay, of the floor and of the floor of a flight at `wh`,
    interleaved; and of the replay on a photo folder where `PHOTO_SIZES` asks (else None)."""
    floor = subjects.build_floor(work)
    text = replay_gen.session(seconds, window=wh)
    photos = photo_deck(work) if size in PHOTO_SIZES else None
    app_runs, floor_runs, flight_runs, photo_runs = [], [], [], []
    with XSession(*wh) as x:
        for n in range(runs):
            fr, _ = frames.run_replay(binary, x, None, text, work, f"size{size}-{n}", ["--fullscreen"])
            app_runs.append(frames.analyse(fr))
            if photos:
                fr, _ = frames.run_replay(binary, x, photos, text, work, f"size{size}-photos-{n}", ["--fullscreen"])
                photo_runs.append(frames.analyse(fr))
                print(f"{size} run {n + 1}/{runs}: photo folder p50 {photo_runs[-1]['work_p50']:.2f} p99 "
                      f"{photo_runs[-1]['work_p99']:.2f}", file=sys.stderr)
            floor_runs.append(floor_run(floor, x))
            flight_runs.append(floor_run(floor, x, flight=True))
            print(f"{size} run {n + 1}/{runs}: app " + ", ".join(f"{k} {v:.2f}" for k, v in app_runs[-1].items()) +
                  f"; floor p50 {floor_runs[-1]['work_p50']:.2f} p99 {floor_runs[-1]['work_p99']:.2f}" +
                  f"; flight p50 {flight_runs[-1]['work_p50']:.2f} p99 {flight_runs[-1]['work_p99']:.2f}",
                  file=sys.stderr)
    med = lambda rs: {k: statistics.median(r[k] for r in rs) for k in rs[0]}   # noqa: E731
    return med(app_runs), med(floor_runs), med(flight_runs), (med(photo_runs) if photo_runs else None)


def size_tables(binary, work, sizes, runs, replay_seconds):
    """Markdown lines: one table of frame rows (app and floor per size) and the goals checked."""
    lines = ["### Frames by screen size, fullscreen (medians; the floor runs interleaved with the app)", "",
             "| size | run | runs | frames | work p50 ms | work p99 ms | work max ms | frames over 16.7 ms | "
             "missed frames | latency p99 ms | latency p99 frames | p50 ÷ floor | p99 ÷ floor | "
             "start-up frames (over 16.7 ms) |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    checks = []
    for size, wh, seconds, n in plan(sizes, runs, replay_seconds):
        app, floor, flight, photo = measure_size(binary, work, size, wh, seconds, n)
        lines.append(f"| {size} | SwipeDeck, {seconds:.0f} s mixed replay | {n} | {app['frames']:.0f} | "
                     f"{app['work_p50']:.2f} | {app['work_p99']:.2f} | {app['work_max']:.2f} | "
                     f"{app['over_budget']:.0f} | {app['missed']:.0f} | {app['latency_p99']:.2f} | "
                     f"{app['latency_p99'] / PERIOD_MS:.2f} | {app['work_p50'] / floor['work_p50']:.1f} | "
                     f"{app['work_p99'] / floor['work_p99']:.1f} | "
                     f"{app['startup_frames']:.0f} ({app['startup_over']:.0f}) |")
        lines.append(f"| {size} | floor: clear + one rectangle + present | {n} | {floor['frames']:.0f} | "
                     f"{floor['work_p50']:.2f} | {floor['work_p99']:.2f} | {floor['work_max']:.2f} | "
                     f"{floor['over_budget']:.0f} | – | – | – | 1.0 | 1.0 | first 10 left out |")
        lines.append(f"| {size} | floor of a flight: clear + two card textures, one turning + present | {n} | "
                     f"{flight['frames']:.0f} | {flight['work_p50']:.2f} | {flight['work_p99']:.2f} | "
                     f"{flight['work_max']:.2f} | {flight['over_budget']:.0f} | – | – | – | "
                     f"{flight['work_p50'] / floor['work_p50']:.1f} | {flight['work_p99'] / floor['work_p99']:.1f} | "
                     f"first 10 left out |")
        if photo:
            lines.append(f"| {size} | SwipeDeck, photo folder (24 JPEGs of 4000x3000), the same replay | {n} | "
                         f"{photo['frames']:.0f} | {photo['work_p50']:.2f} | {photo['work_p99']:.2f} | "
                         f"{photo['work_max']:.2f} | {photo['over_budget']:.0f} | {photo['missed']:.0f} | "
                         f"{photo['latency_p99']:.2f} | {photo['latency_p99'] / PERIOD_MS:.2f} | "
                         f"{photo['work_p50'] / floor['work_p50']:.1f} | {photo['work_p99'] / floor['work_p99']:.1f} | "
                         f"{photo['startup_frames']:.0f} ({photo['startup_over']:.0f}) |")
            checks.append((f"{size}, photo folder: work p99 ≤ 8.3 ms (issue 30)", f"{photo['work_p99']:.2f} ms",
                           photo["work_p99"] <= 8.3))
        checks += goals(size, app, flight)
    if checks:
        lines += ["", "| goal (issue 14) | result | |", "|---|---:|---|"]
        lines += [f"| {goal} | {result} | {'met' if met else 'missed'} |" for goal, result, met in checks]
    return lines
