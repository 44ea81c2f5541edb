#!/usr/bin/env python3
"""Does finishing the GL queue after each part of a frame make frames cheaper? A/B on one binary.

    python3 bench/finish_ab.py --binary .build/release/swipedeck [--size 1920x1080] [--runs 3] [--replay-seconds 15]

Runs the mixed replay fullscreen with `SWIPEDECK_FRAME_PARTS=1` (the part timer: `SDL_RenderFlush` +
`glFinish` before each part, so llvmpipe rasterises the clear, each shadow, each face… as scenes of
their own) and without (one scene per frame, rasterised at present), in alternating order from round
to round, then the floor. Prints per-round figures (stderr) and the medians with the ratio
finish ÷ plain: below 1 means finishing per part is cheaper on this machine.
"""
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import frames      # noqa: E402
import sizes       # noqa: E402
from xsession import XSession  # noqa: E402

MODES = ("plain", "finish")


def main():
    args, wh, work, floor, text = sizes.one_size_bench(__doc__, 3, 15, "swipedeck-finish-ab-")
    results = {"plain": [], "finish": [], "floor": []}
    with XSession(*wh) as x:
        for n in range(args.runs):
            for mode in (MODES if n % 2 == 0 else MODES[::-1]):
                env = dict(x.env, **({"SWIPEDECK_FRAME_PARTS": "1"} if mode == "finish" else {}))
                rows, _ = frames.run_replay(
                    os.path.abspath(args.binary), frames.WithEnv(env), None, text, work, f"{mode}-{n}", ["--fullscreen"])
                results[mode].append(frames.analyse(rows))
                print(f"round {n + 1} {mode}: p50 {results[mode][-1]['work_p50']:.2f} "
                      f"p99 {results[mode][-1]['work_p99']:.2f}", file=sys.stderr)
            results["floor"].append(sizes.floor_run(floor, x))
    med = lambda mode, key: statistics.median(r[key] for r in results[mode])   # noqa: E731
    print("| size | run | runs | work p50 ms | work p99 ms | frames over 16.7 ms |")
    print("|---|---|---:|---:|---:|---:|")
    for mode in ("plain", "finish", "floor"):
        print(f"| {args.size} | {mode} | {args.runs} | {med(mode, 'work_p50'):.2f} | {med(mode, 'work_p99'):.2f} | "
              f"{med(mode, 'over_budget'):.0f} |")
    print(f"finish ÷ plain: p50 {med('finish', 'work_p50') / med('plain', 'work_p50'):.3f}, "
          f"p99 {med('finish', 'work_p99') / med('plain', 'work_p99'):.3f}")


if __name__ == "__main__":
    main()
