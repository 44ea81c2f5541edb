#!/usr/bin/env python3
"""How much of a frame is llvmpipe shading fragments, and how many fragments a frame shades.

    python3 bench/shading.py --binary .build/release/swipedeck [--size 1920x1080] [--runs 2] [--replay-seconds 12]

Two measurements on the mixed replay fullscreen (the one `make bench` uses at that size):

1. **Counts.** One run with Mesa's HUD dumping its pipeline statistics every frame
   (`GALLIUM_HUD=simple,ps-invocations,ia-primitives,samples-passed`, `GALLIUM_HUD_PERIOD=0`,
   `GALLIUM_HUD_DUMP_DIR`): fragments shaded, triangles drawn and samples written per frame, p50 / p90 /
   max, and fragments as a share of the window's pixels (how many windows' worth of pixels a frame
   shades). The HUD draws a little text of its own; its frame times are not used.
2. **Attribution.** The same replay under llvmpipe's `LP_PERF` switches, interleaved with the plain run
   and in alternating order from round to round, then the floor: `no_shade` (no fragment is shaded:
   what remains is the clear, the geometry and the present), `no_linear` (nearest texture filtering),
   `no_blend`, `no_tex`, and `LP_NUM_THREADS=1` (one rasteriser thread). Prints each variant's median
   work p50 / p99 and its p50 as a share of the plain run's.
"""
import glob
import os
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "Tests", "e2e"))

import frames      # noqa: E402
import sizes       # noqa: E402
from xsession import XSession  # noqa: E402

COUNTERS = ("ps-invocations", "ia-primitives", "samples-passed")
VARIANTS = (("plain", {}), ("no_shade", {"LP_PERF": "no_shade"}), ("no_linear", {"LP_PERF": "no_linear"}),
            ("no_blend", {"LP_PERF": "no_blend"}), ("no_tex", {"LP_PERF": "no_tex"}),
            ("one thread", {"LP_NUM_THREADS": "1"}))


def hud_counts(dump):
    """Per counter, the non-zero per-frame values the HUD wrote to `dump` (files named with '_')."""
    counts = {}
    for name in COUNTERS:
        paths = glob.glob(os.path.join(dump, name.replace("-", "_") + "*"))
        values = []
        for path in paths[:1]:
            with open(path) as f:
                values = [float(line.split()[-1]) for line in f if line.strip()]
        counts[name] = sorted(v for v in values if v > 0)
    return counts


def count_lines(binary, x, text, work, pixels):
    """Markdown lines of the per-frame counts."""
    dump = os.path.join(work, "hud")
    os.makedirs(dump, exist_ok=True)
    env = dict(x.env, GALLIUM_HUD="simple," + ",".join(COUNTERS), GALLIUM_HUD_PERIOD="0",
               GALLIUM_HUD_DUMP_DIR=dump)
    frames.run_replay(binary, frames.WithEnv(env), None, text, work, "hud", ["--fullscreen"])
    lines = ["| per frame | frames | p50 | p90 | max | p50 ÷ window pixels | max ÷ window pixels |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for name, values in hud_counts(dump).items():
        if not values:
            lines.append(f"| {name} | 0 (the HUD wrote nothing) | | | | | |")
            continue
        at = lambda p: values[min(len(values) - 1, int(p * len(values)))]  # noqa: E731
        shares = (f"{at(0.5) / pixels:.2f} | {values[-1] / pixels:.2f}" if name != "ia-primitives" else "– | –")
        lines.append(f"| {name} | {len(values)} | {at(0.5):,.0f} | {at(0.9):,.0f} | {values[-1]:,.0f} | {shares} |")
    return lines


def attribution_lines(binary, x, text, work, floor, runs):
    """Markdown lines of the LP_PERF variants' medians, interleaved, and the floor's."""
    results = {name: [] for name, _ in VARIANTS}
    results["floor"] = []
    for n in range(runs):
        for name, extra in (VARIANTS if n % 2 == 0 else VARIANTS[::-1]):
            env = frames.WithEnv(dict(x.env, **extra))
            run_name = f"{name}-{n}".replace(" ", "-")
            rows, _ = frames.run_replay(binary, env, None, text, work, run_name, ["--fullscreen"])
            results[name].append(frames.analyse(rows))
            print(f"round {n + 1} {name}: p50 {results[name][-1]['work_p50']:.2f} "
                  f"p99 {results[name][-1]['work_p99']:.2f}", file=sys.stderr)
        results["floor"].append(sizes.floor_run(floor, x))
    med = lambda name, key: statistics.median(r[key] for r in results[name])  # noqa: E731
    plain = med("plain", "work_p50")
    lines = ["| variant | environment | work p50 ms | work p99 ms | p50 ÷ plain |", "|---|---|---:|---:|---:|"]
    for name, extra in (*VARIANTS, ("floor", {"(bench/floor.c)": ""})):
        described = " ".join(f"{k}={v}" if v else k for k, v in extra.items()) or "–"
        lines.append(f"| {name} | {described} | {med(name, 'work_p50'):.2f} | {med(name, 'work_p99'):.2f} | "
                     f"{med(name, 'work_p50') / plain:.2f} |")
    return lines


def main():
    args, wh, work, floor, text = sizes.one_size_bench(__doc__, 2, 12, "swipedeck-shading-")
    binary = os.path.abspath(args.binary)
    with XSession(*wh) as x:
        counts = count_lines(binary, x, text, work, wh[0] * wh[1])
        attribution = attribution_lines(binary, x, text, work, floor, args.runs)
    print(f"### Shading at {args.size}, mixed replay {args.replay_seconds} s fullscreen\n")
    print("\n".join(counts + [""] + attribution))
    return 0


if __name__ == "__main__":
    sys.exit(main())
