#!/usr/bin/env python3
"""Where a frame goes, part by part: SwipeDeck fullscreen on the mixed replay with SWIPEDECK_FRAME_PARTS=1.

    python3 bench/parts.py --binary .build/release/swipedeck [--size 1920x1080] [--runs 3] [--replay-seconds 30]

Each round runs the replay timed by parts (the renderer is made to finish each part before the next
begins, so llvmpipe's queued work is charged to the part that drew it) and the same replay untimed
(the cost of measuring), in alternating order from round to round, then the floor. Prints, per part, the mean per frame, p50 and p99 over the
frames that drew it, its share of the timed frame, and the frames' work with and without timing.
"rest" is the frame's work outside the drawing (events, the engine, the scene): work − the parts' sum.
"""
import argparse
import os
import statistics
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

ORDER = ["clear", "layout", "shadows", "face", "stamps", "chrome", "present", "rest"]


def part_key(name):
    """Sort key: the fixed order, faces by number."""
    if name.startswith("face"):
        return (ORDER.index("face"), int(name[4:] or 0))
    return (ORDER.index(name) if name in ORDER else len(ORDER), 0)


def per_part(rows):
    """{part: [ms per frame that drew it]} plus "rest"; and the number of frames."""
    out = {}
    for f in rows:
        parts = f.get("parts_ms", {})
        for name, ms in parts.items():
            out.setdefault(name, []).append(ms)
        out.setdefault("rest", []).append(max(0.0, f["work_ms"] - sum(parts.values())))
    return out, len(rows)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--binary", required=True)
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--replay-seconds", type=float, default=30)
    ap.add_argument("--env", action="append", default=[], help="NAME=VALUE added to the app's environment")
    args = ap.parse_args()
    wh = sizes.parse_size(args.size)
    extra = dict(e.split("=", 1) for e in args.env)
    timed, plain, floors = [], [], []
    with tempfile.TemporaryDirectory() as work, XSession(*wh) as x:
        floor = subjects.build_floor(work)
        text = replay_gen.session(args.replay_seconds, window=wh)
        x.env.update(extra)
        for n in range(args.runs):
            for timing in ((True, False) if n % 2 == 0 else (False, True)):   # alternate which goes first
                env = dict(x.env, SWIPEDECK_FRAME_PARTS="1") if timing else x.env
                rows, _ = frames.run_replay(args.binary, frames.WithEnv(env), None, text, work, f"run-{n}-{timing}",
                                            ["--fullscreen"])
                if timing:
                    timed += rows
                else:
                    plain.append(frames.analyse(rows))
            floors.append(sizes.floor_run(floor, x))
            print(f"round {n + 1}/{args.runs}: untimed p50 {plain[-1]['work_p50']:.2f} floor p50 "
                  f"{floors[-1]['work_p50']:.2f}", file=sys.stderr)
    parts, count = per_part(timed)
    timed_work = [f["work_ms"] for f in timed]
    total = sum(timed_work)
    print(f"### Where a {args.size} frame goes (fullscreen, {args.replay_seconds:.0f} s mixed replay, "
          f"{args.runs} runs, {count} frames timed by parts)\n")
    print("| part | frames drawing it | mean ms a frame | p50 ms | p99 ms | share of the timed frame |")
    print("|---|---:|---:|---:|---:|---:|")
    for name in sorted(parts, key=part_key):
        values = parts[name]
        print(f"| {name} | {len(values)} | {sum(values) / count:.2f} | {frames.percentile(values, 50):.2f} | "
              f"{frames.percentile(values, 99):.2f} | {sum(values) / total * 100:.0f} % |")
    med = lambda rs, k: statistics.median(r[k] for r in rs)   # noqa: E731
    print(f"\nwork timed by parts: p50 {frames.percentile(timed_work, 50):.2f}, p99 "
          f"{frames.percentile(timed_work, 99):.2f} ms; untimed: p50 {med(plain, 'work_p50'):.2f}, p99 "
          f"{med(plain, 'work_p99'):.2f} ms; floor: p50 {med(floors, 'work_p50'):.2f}, p99 "
          f"{med(floors, 'work_p99'):.2f} ms (medians of the runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
