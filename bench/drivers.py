#!/usr/bin/env python3
"""SDL's render drivers (and batching, vsync) on the same fullscreen replay, interleaved with the floor.

    python3 bench/drivers.py --binary .build/release/swipedeck [--size 1920x1080] [--runs 5] [--replay-seconds 30]

Each variant is SwipeDeck run with an environment SDL reads as hints (SDL_RENDER_DRIVER, SDL_RENDER_BATCHING,
SDL_RENDER_VSYNC): the app itself asks for an accelerated renderer and falls back to software. Runs go
variant by variant within a round, rounds repeat --runs times, and the floor (bench/floor.c, fullscreen, the
same environment) runs after each, so every variant sees the same load and has a floor of its own. Which
driver SDL chose for that environment is what the floor names (the app makes the same SDL_CreateRenderer
call). Prints a Markdown table of medians.

Note: SDL 2 turns batching off when SDL_RENDER_DRIVER is set, unless SDL_RENDER_BATCHING=1 asks for it.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import frames      # noqa: E402
import replay_gen  # noqa: E402
import sizes       # noqa: E402
import subjects    # noqa: E402
from xsession import XSession  # noqa: E402

VARIANTS = [
    ("default (no hint: opengl, batched)", {}),
    ("SDL_RENDER_DRIVER=opengl (batching off)", {"SDL_RENDER_DRIVER": "opengl"}),
    ("opengl, SDL_RENDER_BATCHING=1", {"SDL_RENDER_DRIVER": "opengl", "SDL_RENDER_BATCHING": "1"}),
    ("opengles2, SDL_RENDER_BATCHING=1", {"SDL_RENDER_DRIVER": "opengles2", "SDL_RENDER_BATCHING": "1"}),
    ("software, SDL_RENDER_BATCHING=1", {"SDL_RENDER_DRIVER": "software", "SDL_RENDER_BATCHING": "1"}),
    ("default, SDL_RENDER_VSYNC=1", {"SDL_RENDER_VSYNC": "1"}),
]
def run_variant(binary, x, recording, stats, env):
    """One replay with `env` added; returns the analysed figures."""
    if os.path.exists(stats):
        os.remove(stats)
    command = [binary, "--loop", "--fullscreen", "--replay", recording, "--replay-exit", "--frame-stats", stats]
    done = subprocess.run(command, env=dict(x.env, **env), capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        raise RuntimeError(f"{env} exited {done.returncode}: {done.stderr[-300:]}")
    return frames.analyse(frames.read_stats(stats))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--replay-seconds", type=float, default=30)
    ap.add_argument("--only", help="variants whose name contains this text")
    args = ap.parse_args()
    try:
        wh = sizes.parse_size(args.size)
    except ValueError as e:
        ap.error(str(e))
    variants = [v for v in VARIANTS if not args.only or args.only in v[0]]
    results = {name: [] for name, _ in variants}
    seen = {name: [] for name, _ in variants}
    floor_runs = {name: [] for name, _ in variants}
    with tempfile.TemporaryDirectory() as work, XSession(*wh) as x:
        floor = subjects.build_floor(work)
        recording = os.path.join(work, "replay.jsonl")
        with open(recording, "w") as f:
            f.write(replay_gen.session(args.replay_seconds, window=wh))
        for n in range(args.runs):
            for name, env in variants:
                figures = run_variant(args.binary, x, recording, os.path.join(work, "stats.jsonl"), env)
                results[name].append(figures)
                floor_runs[name].append(sizes.floor_run(floor, x, env, seen[name]))
                print(f"round {n + 1}/{args.runs} {name} [{seen[name][-1:]}]: work p50 {figures['work_p50']:.2f} "
                      f"p99 {figures['work_p99']:.2f}, over {figures['over_budget']}; floor p50 "
                      f"{floor_runs[name][-1]['work_p50']:.2f}", file=sys.stderr)
    med = lambda rs: {k: statistics.median(r[k] for r in rs) for k in rs[0]}   # noqa: E731
    print(f"### Render drivers at {args.size}, fullscreen, {args.replay_seconds:.0f} s mixed replay "
          f"(medians of {args.runs} interleaved rounds)\n")
    print("| variant | driver | frames | work p50 ms | work p99 ms | frames over 16.7 ms | missed | "
          "latency p99 ms | floor p50 ms | floor p99 ms | p50 ÷ first row's floor p50 | p99 ÷ first row's floor p99 |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    base = med(floor_runs[variants[0][0]])
    for name, _ in variants:
        m, fl = med(results[name]), med(floor_runs[name])
        print(f"| {name} | {', '.join(sorted(set(seen[name])))} | {m['frames']:.0f} | {m['work_p50']:.2f} | "
              f"{m['work_p99']:.2f} | {m['over_budget']:.0f} | {m['missed']:.0f} | {m['latency_p99']:.2f} | "
              f"{fl['work_p50']:.2f} | {fl['work_p99']:.2f} | {m['work_p50'] / base['work_p50']:.1f} | "
              f"{m['work_p99'] / base['work_p99']:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
